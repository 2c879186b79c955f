import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordingPreview } from '@speechdeck/core/web';
import type { Clip } from './clip.ts';

/** The chosen clip, to be heard (a recording checked) before it is sent. */
export function ClipPreview({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const name = t('speaker.clip.playerName');
  const labels = useMemo(() => ({
    play: t('speaker.clip.play'),
    pause: t('speaker.clip.pause'),
    waveform: t('speaker.clip.waveform'),
    speech: name,
  }), [t, name]);
  return <RecordingPreview recording={clip} labels={labels} title={name} />;
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { speakerColors, useAudioController, useObjectUrl, WaveformPlayer } from '@speechdeck/core/web';
import type { Clip } from './clip.ts';

const NO_SEGMENTS: never[] = [];
const COLORS = speakerColors(NO_SEGMENTS);

/** The chosen clip, to be heard (a recording checked) before it is sent. */
export function ClipPreview({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const player = useAudioController();
  const url = useObjectUrl(clip.file);
  const name = t('speaker.clip.playerName');
  const labels = useMemo(() => ({
    play: t('speaker.clip.play'),
    pause: t('speaker.clip.pause'),
    waveform: t('speaker.clip.waveform'),
    speech: name,
  }), [t, name]);
  return (
    <div className="sv-clip__preview" data-testid="clip-preview">
      <WaveformPlayer
        player={player}
        src={url}
        duration={clip.kind === 'recording' ? clip.seconds : 0}
        segments={NO_SEGMENTS}
        colors={COLORS}
        labels={labels}
        title={name}
      />
    </div>
  );
}

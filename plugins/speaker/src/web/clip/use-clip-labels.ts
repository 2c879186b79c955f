import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingPickerLabels } from '@speechdeck/core/web';
import { useMicrophoneLabels } from './use-microphone-labels.ts';

/** The kit's recording picker in this plugin's words: it takes a clip of one voice to enroll or identify. */
export function useClipLabels(purpose: 'enroll' | 'identify'): RecordingPickerLabels {
  const { t } = useTranslation();
  const microphone = useMicrophoneLabels(purpose);
  return useMemo(() => ({
    sources: t('speaker.clip.sources'),
    source: { file: t('speaker.clip.source.file'), sample: t('speaker.clip.source.sample'), microphone: t('speaker.clip.source.microphone') },
    drop: t('speaker.clip.drop'),
    choose: t('speaker.clip.choose'),
    fileHint: t(`speaker.clip.fileHint.${purpose}`),
    sampleHint: t('speaker.clip.sampleHint'),
    loadingSample: (name) => t('speaker.clip.loadingSample', { name }),
    sampleFailed: (name) => t('speaker.clip.sampleFailed', { name }),
    kind: { file: t('speaker.clip.kind.file'), sample: t('speaker.clip.kind.sample'), recording: t('speaker.clip.kind.recording') },
    none: t('speaker.clip.none'),
    microphone,
  }), [t, purpose, microphone]);
}

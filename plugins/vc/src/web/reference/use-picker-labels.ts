import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordingPickerLabels } from '@speechdeck/core/web';

/** The kit's recording picker (and its recorder), in this page's words: it takes the voice to clone. */
export function usePickerLabels(): RecordingPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    sources: t('vc.reference.sources'),
    source: { file: t('vc.reference.source.file'), sample: t('vc.reference.source.sample'), microphone: t('vc.reference.source.microphone') },
    drop: t('vc.reference.drop'),
    choose: t('vc.reference.choose'),
    fileHint: t('vc.reference.fileHint'),
    sampleHint: t('vc.reference.sampleHint'),
    loadingSample: (name) => t('vc.reference.loadingSample', { name }),
    sampleFailed: (name) => t('vc.reference.sampleFailed', { name }),
    kind: { file: t('vc.reference.kind.file'), sample: t('vc.reference.kind.sample'), recording: t('vc.reference.kind.recording') },
    none: t('vc.reference.none'),
    microphone: {
      hint: (min, max) => t('vc.microphone.hint', { min, max }),
      record: t('vc.microphone.record'),
      stop: t('vc.microphone.stop'),
      level: t('vc.microphone.level'),
      starting: t('vc.microphone.starting'),
      recording: t('vc.microphone.recording'),
      keepGoing: (min) => t('vc.microphone.keepGoing', { min }),
      tooShort: (seconds, min) => t('vc.microphone.tooShort', { seconds, min }),
      unsupported: t('vc.microphone.unsupported'),
      failed: {
        denied: t('vc.microphone.failed.denied'),
        noDevice: t('vc.microphone.failed.noDevice'),
        busy: t('vc.microphone.failed.busy'),
        failed: t('vc.microphone.failed.failed'),
      },
    },
  }), [t]);
}

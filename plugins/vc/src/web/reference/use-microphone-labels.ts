import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MicrophoneLabels } from '@speechdeck/core/web';

/** The kit's recorder, in this page's words: it records the voice to clone. */
export function useMicrophoneLabels(): MicrophoneLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
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
  }), [t]);
}

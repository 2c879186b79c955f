import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MicrophoneLabels } from '@speechdeck/core/web';

/** The kit's recorder in this plugin's words; `purpose` says what to say ('speaker.microphone.hint.enroll'). */
export function useMicrophoneLabels(purpose: 'enroll' | 'identify'): MicrophoneLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    hint: (min, max) => t(`speaker.microphone.hint.${purpose}`, { min, max }),
    record: t('speaker.microphone.record'),
    recordAgain: t('speaker.microphone.recordAgain'),
    stop: t('speaker.microphone.stop'),
    level: t('speaker.microphone.level'),
    starting: t('speaker.microphone.starting'),
    recording: t('speaker.microphone.recording'),
    keepGoing: (min) => t('speaker.microphone.keepGoing', { min }),
    tooShort: (seconds, min) => t('speaker.microphone.tooShort', { seconds, min }),
    unsupported: t('speaker.microphone.unsupported'),
    failed: {
      denied: t('speaker.microphone.failed.denied'),
      noDevice: t('speaker.microphone.failed.noDevice'),
      busy: t('speaker.microphone.failed.busy'),
      failed: t('speaker.microphone.failed.failed'),
    },
  }), [t, purpose]);
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { microphoneLabelsFrom, type MicrophoneLabels } from '@speechdeck/core/web';

/** The kit's recorder in this plugin's words; `purpose` says what to say ('speaker.microphone.hint.enroll'). */
export function useMicrophoneLabels(purpose: 'enroll' | 'identify'): MicrophoneLabels {
  const { t } = useTranslation();
  return useMemo(() => microphoneLabelsFrom((key, values) => t(`speaker.microphone.${key}`, values), { hint: `hint.${purpose}` }), [t, purpose]);
}

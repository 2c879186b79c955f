import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { microphoneLabelsFrom, recordingPickerLabelsFrom, type RecordingPickerLabels } from '@speechdeck/core/web';

/** The kit's recording picker (and its recorder), in this page's words: it takes the voice to clone. */
export function usePickerLabels(): RecordingPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => recordingPickerLabelsFrom(
    (key, values) => t(`vc.reference.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`vc.microphone.${key}`, values), { recordAgain: false }),
  ), [t]);
}

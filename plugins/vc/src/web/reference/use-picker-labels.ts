import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaPickerLabelsFrom, microphoneLabelsFrom, type MediaPickerLabels, type Translate } from '@speechdeck/core/web';

/** The platform's media picker (and its recorder), in this page's words: it takes the voice to clone. */
export function vcPickerLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom(
    (key, values) => t(`vc.reference.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`vc.microphone.${key}`, values), { recordAgain: false }),
  );
}

export function usePickerLabels(): MediaPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => vcPickerLabels(t), [t]);
}

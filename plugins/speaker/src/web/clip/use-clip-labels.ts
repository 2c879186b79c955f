import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaPickerLabelsFrom, type MediaPickerLabels } from '@speechdeck/core/web';
import { useMicrophoneLabels } from './use-microphone-labels.ts';

/** The platform's media picker in this plugin's words: it takes a clip of one voice to enroll or identify. */
export function useClipLabels(purpose: 'enroll' | 'identify'): MediaPickerLabels {
  const { t } = useTranslation();
  const microphone = useMicrophoneLabels(purpose);
  return useMemo(() => mediaPickerLabelsFrom((key, values) => t(`speaker.clip.${key}`, values), microphone, { fileHint: `fileHint.${purpose}` }), [t, purpose, microphone]);
}

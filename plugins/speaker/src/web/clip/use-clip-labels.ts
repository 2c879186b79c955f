import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaPickerLabelsFrom, type MediaPickerLabels, type Translate } from '@speechdeck/core/web';
import { speakerMicrophoneLabels } from './microphone-labels.ts';

/** The platform's media picker in this plugin's words: it takes a clip of one voice to enroll or identify. */
export function clipLabels(t: Translate, purpose: 'enroll' | 'identify'): MediaPickerLabels {
  return mediaPickerLabelsFrom((key, values) => t(`speaker.clip.${key}`, values), speakerMicrophoneLabels(t, purpose), { fileHint: `fileHint.${purpose}` });
}

export function useClipLabels(purpose: 'enroll' | 'identify'): MediaPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => clipLabels(t, purpose), [t, purpose]);
}

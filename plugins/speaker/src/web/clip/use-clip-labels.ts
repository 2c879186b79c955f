import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordingPickerLabelsFrom, type RecordingPickerLabels } from '@speechdeck/core/web';
import { useMicrophoneLabels } from './use-microphone-labels.ts';

/** The kit's recording picker in this plugin's words: it takes a clip of one voice to enroll or identify. */
export function useClipLabels(purpose: 'enroll' | 'identify'): RecordingPickerLabels {
  const { t } = useTranslation();
  const microphone = useMicrophoneLabels(purpose);
  return useMemo(() => recordingPickerLabelsFrom((key, values) => t(`speaker.clip.${key}`, values), microphone, { fileHint: `fileHint.${purpose}` }), [t, purpose, microphone]);
}

import { microphoneLabelsFrom, type MicrophoneLabels, type Translate } from '@speechdeck/core/web';

/** The kit's recorder in this plugin's words; `purpose` says what to say ('speaker.microphone.hint.enroll'). */
export function speakerMicrophoneLabels(t: Translate, purpose: 'enroll' | 'identify'): MicrophoneLabels {
  return microphoneLabelsFrom((key, values) => t(`speaker.microphone.${key}`, values), { hint: `hint.${purpose}` });
}

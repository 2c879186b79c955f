/** The recognition options of the form, sent to the API as they are (its query flags take booleans). */
export interface RecognitionFlags {
  language: string;
  isDiarize: boolean;
  vad: boolean;
  punct: boolean;
  sentText: boolean;
  oa: boolean;
}

export const DEFAULT_FLAGS: RecognitionFlags = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true };

export const FLAG_NAMES = ['isDiarize', 'vad', 'punct', 'sentText', 'oa'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

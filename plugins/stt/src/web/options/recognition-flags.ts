/** The recognition options of the form, sent to the API as they are (its query flags take booleans). */
export interface RecognitionFlags {
  language: string;
  isDiarize: boolean;
  vad: boolean;
  punct: boolean;
  sentText: boolean;
  oa: boolean;
  /** Personal data replaced by tags in the stored transcript and silenced in the stored audio. */
  redact: boolean;
  /** With `redact`: the original kept as a result of its own (the owner's only); otherwise dropped. */
  keepOriginal: boolean;
}

export const DEFAULT_FLAGS: RecognitionFlags = { language: 'en', isDiarize: true, vad: false, punct: true, sentText: false, oa: true, redact: false, keepOriginal: false };

export const FLAG_NAMES = ['isDiarize', 'vad', 'punct', 'sentText', 'oa', 'redact'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

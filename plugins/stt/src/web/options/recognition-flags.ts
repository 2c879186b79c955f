/** The recognition options of the form, as booleans (the API takes them as 'true'/'false'). */
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

export function flagsQuery(flags: RecognitionFlags) {
  const text = (value: boolean) => (value ? 'true' : 'false');
  return {
    language: flags.language,
    isDiarize: text(flags.isDiarize),
    vad: text(flags.vad),
    punct: text(flags.punct),
    sentText: text(flags.sentText),
    oa: text(flags.oa),
  } as const;
}

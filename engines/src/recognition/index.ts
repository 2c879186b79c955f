export { asrRef, pocketsphinxRef, pronouncerRef, punctuatorRef } from './refs.ts';
export type * from './asr-engine.ts';
export type * from './punctuator.ts';
export type * from './pronunciation/pronouncer.ts';
export { asrFromSettings, asrSettings, type AsrSettings } from './asr-from-settings.ts';
export { FallbackAsrEngine } from './fallback-asr-engine.ts';
export { completeTranscript } from './transcript.ts';
export { VOCABULARY_PROMPT_CHARS, vocabularyPrompt } from './openai-asr-engine.ts';
export { writtenSentences } from './punctuate.ts';
export { DEBIAN_POCKETSPHINX, type PocketsphinxConfig } from './pocketsphinx-engine.ts';
export { PocketsphinxOutputParser, type PocketsphinxUtterance } from './pocketsphinx-output.ts';
export {
  agreedSpans, confirmedSpans, heardPhones, nearestTerms, overlaps, spansAtTimes, timedSpans, timedTermsIn, normalizedPhoneDistance, phoneDistance, pronounceTerms, secondPassTerms, soundsLikeSpans, SoundsLikeIndex, termWordsOver, trailing,
  type AgreedSpan, type FoundTerm, type NormalizeWord, type PhoneTerm, type SoundsLikeCandidate, type SoundsLikeOptions, type SoundsLikeSpan, type SoundsLikeSpansOptions, type TermsIn, type TimedTerm,
} from './sounds-like/index.ts';
export { VocabularyModels, type BuiltModels, type VocabularyModelsRequest } from './bias/vocabulary-models.ts';
export { readTrieLanguageModel, type TrieLanguageModel } from './bias/trie-language-model.ts';

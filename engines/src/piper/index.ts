export { PiperVoice, SENTENCE_SILENCE_SEC, type PiperSpeakOptions, type PiperVoiceFiles } from './piper-voice.ts';
export { readPiperConfig, type PiperConfig } from './piper-config.ts';
export { EspeakPhonemizer, type EspeakPhonemizerOptions } from './espeak-phonemizer.ts';
export { espeakClauses, type Clause } from './espeak-clauses.ts';
export { phonemeIds, BOS, EOS, PAD } from './phoneme-ids.ts';

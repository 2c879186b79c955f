export { VOSK_MODEL_ID, VOSK_LANGUAGE, voskInstalled, loadVosk, type VoskRuntime } from './vosk-model.ts';
export { VoskStream, type VoskStreamEvents } from './vosk-stream.ts';
export { VoskFiles, type VoskFileOptions, type VoskTranscript } from './vosk-files.ts';
export { phraseHits, type PhraseHit } from './phrase-hits.ts';
export type { VoskUtterance, VoskWord } from './vosk-utterance.ts';

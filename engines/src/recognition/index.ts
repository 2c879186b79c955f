export { asrRef, pocketsphinxRef, pronouncerRef, punctuatorRef } from './refs.ts';
export type * from './asr-engine.ts';
export type * from './punctuator.ts';
export type * from './pronunciation/pronouncer.ts';
export { asrFromSettings, asrSettings, type AsrSettings } from './asr-from-settings.ts';
export { completeTranscript } from './transcript.ts';
export { writtenSentences } from './punctuate.ts';
export { DEBIAN_POCKETSPHINX, type PocketsphinxConfig } from './pocketsphinx-engine.ts';
export { PocketsphinxOutputParser, type PocketsphinxUtterance } from './pocketsphinx-output.ts';

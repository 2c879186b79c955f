/** The engines the host injects into plugins (interfaces: @speechdeck/core/server, engines.ts). */
export { enginesFromEnv, type EnvLike } from './engines-from-env.ts';
export { FfmpegAudioTools, type FfmpegConfig } from './audio/ffmpeg-audio-tools.ts';
export { PocketsphinxEngine, DEBIAN_POCKETSPHINX, type PocketsphinxConfig } from './asr/pocketsphinx-engine.ts';
export { OpenAiAsrEngine, type OpenAiAsrConfig } from './asr/openai-asr-engine.ts';
export { AsrRouter, type AsrRoute } from './asr/asr-router.ts';
export { EnergyVad, type EnergyVadOptions } from './vad/energy-vad.ts';
export { MfccEmbedder } from './speaker/mfcc-embedder.ts';
export { Diarizer, type DiarizerOptions } from './speaker/diarizer.ts';
export { RulePunctuator } from './text/punctuate.ts';
export { wordErrorRate } from './asr/wer.ts';

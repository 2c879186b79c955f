export { synthesizerRef, type SpeechSynthesizer, type SynthesisInput, type Voice } from './synthesizer.ts';
export { synthesizerFromSettings, synthesizerSettings } from './synthesizer-from-settings.ts';
export { JOE_MODEL } from './piper-engine.ts';
export { runFfmpegOnWav } from './run-ffmpeg.ts';

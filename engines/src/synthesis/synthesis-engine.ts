import type { SynthesisInput, Voice } from './synthesizer.ts';

/** One engine behind the synthesizer router: Piper, flite, espeak-ng, an OpenAI-compatible server. */
export interface SynthesisEngine {
  /** 'piper', 'flite', 'espeak-ng', 'openai': its voices' `engine` and the prefix of their ids. */
  readonly id: string;
  /**
   * The voices it serves here, empty when it cannot run. `isDefault` marks the engine's own choice
   * for a language; the router decides between engines.
   */
  readonly voices: readonly Voice[];
  /** Why it serves nothing here, naming what to install; undefined when it serves. */
  readonly unavailable?: string;
  /** Writes the text as a mono 16-bit PCM WAV at the engine's own sample rate. */
  synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void>;
}

/** `flite:slt` -> `slt`: the engine's own name of a voice. */
export const engineVoiceName = (voice: Voice) => voice.id.slice(voice.engine.length + 1);

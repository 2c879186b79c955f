import { z } from 'zod';

/** A voice as every synthesizer offers it (the engine layer's voices) and the speech API lists it. */
export const synthesisVoice = z.object({
  /** '<engine>:<engine's voice name>', e.g. 'piper:joe', 'flite:slt', 'espeak-ng:tr'. */
  id: z.string(),
  name: z.string(),
  /** ISO 639-1, e.g. 'en'. */
  language: z.string(),
  gender: z.enum(['female', 'male']).nullable(),
  /** 'piper', 'flite', 'espeak-ng', 'openai'. */
  engine: z.string(),
  /** The voice the host picks for its language when none is asked for. */
  isDefault: z.boolean(),
});
export type SynthesisVoice = z.infer<typeof synthesisVoice>;

/** The speaking rates (1 is the voice's own) and pitch shifts (semitones) every voice takes. */
export const SYNTHESIS_LIMITS = { rate: { min: 0.5, max: 2 }, pitch: { min: -12, max: 12 } } as const;

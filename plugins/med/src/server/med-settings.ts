import { z } from 'zod';

/**
 * How the embedded recognizer is biased toward the lexicon (README.md beside the plugin). The
 * default, 10,000 words (the words of the tagged terms first), heard the most spoken medical terms
 * of 3,000 / 10,000 / 20,000 / 40,000 / all 85,600 the model lacks; none changed the WER on the
 * LibriVox clips (README, "Figures").
 */
export const medSettings = z.object({
  /** How many lexicon words pocketsphinx's language model gains, most useful first; 0 recognizes with its own model. */
  SPEECHDECK_MED_LM_TERMS: z.coerce.number().int().min(0).default(10_000),
  /** Where the built models are kept (default: med-models under the data dir), and the lexicon's phones. */
  SPEECHDECK_MED_MODELS_DIR: z.string().min(1).optional(),
  /**
   * Whisper (an engine that takes hotwords): how many terms that sound like words of its first
   * pass the second pass listens for at most; 0 recognizes once.
   */
  SPEECHDECK_MED_SOUNDS_LIKE_TERMS: z.coerce.number().int().min(0).max(100).default(6),
  /**
   * Whisper: pocketsphinx with the lexicon's words in its model listens to the same audio beside
   * the first pass, and the terms it writes, and those its words sound like, are the second pass's
   * candidates too (about 0.8 s of CPU per second of audio, on the other core). 'false' leaves it out.
   */
  /**
   * Where a language's recognizer is Whisper tiny.en: the Whisper model the two passes run on.
   * 'base' (when installed; else tiny.en) heard 2-6 points more of the spoken terms than tiny.en
   * on every flite voice, in about twice the time (README.md beside the plugin, "Figures");
   * 'tiny' keeps the language's own.
   */
  SPEECHDECK_MED_WHISPER: z.enum(['base', 'tiny']).default('base'),
  SPEECHDECK_MED_POCKETSPHINX_CANDIDATES: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
});
export type MedSettings = z.output<typeof medSettings>;

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
  /** Where the built models are kept (default: med-models under the data dir). */
  SPEECHDECK_MED_MODELS_DIR: z.string().min(1).optional(),
});
export type MedSettings = z.output<typeof medSettings>;

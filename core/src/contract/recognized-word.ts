import { z } from 'zod';

/**
 * A recognized word as every recognizer answers it and every result keeps it (the engine layer's
 * recognizers, the workspace's results): times in seconds from the start of the file.
 */
export const recognizedWord = z.object({
  /** As written: lower case and bare from pocketsphinx; cased, with its punctuation, from Whisper. */
  w: z.string(),
  start: z.number(),
  end: z.number(),
  /** 0..1 where the engine gives one. */
  conf: z.number().optional(),
});
export type RecognizedWord = z.infer<typeof recognizedWord>;

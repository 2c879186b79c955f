import { z } from 'zod';

/*
 * What a recognizer of the engine layer answers: timed words, grouped as the engine delimited its
 * utterances. Speech recognition (plugins/stt) re-exports these types as its engines' contract, so
 * there is one definition of the shape; the schemas check what a worker process sends.
 */

export const recognizedWord = z.object({
  /** The word as written: lower case and bare from pocketsphinx; cased, with its punctuation, from Whisper. */
  w: z.string(),
  /** Seconds from the start of the file. */
  start: z.number(),
  end: z.number(),
  /** 0..1 where the engine gives one. */
  conf: z.number().optional(),
});
export type RecognizedWord = z.infer<typeof recognizedWord>;

/** One utterance as the engine delimited it (pocketsphinx: between pauses; Whisper and OpenAI: their segments). */
export const recognizedSegment = z.object({
  start: z.number(),
  end: z.number(),
  /** The words as recognized: lower case and unpunctuated for pocketsphinx, cased and punctuated for Whisper. */
  text: z.string(),
  /** Empty when the engine gives no word timings. */
  words: z.array(recognizedWord),
});
export type RecognizedSegment = z.infer<typeof recognizedSegment>;

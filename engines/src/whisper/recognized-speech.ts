import { z } from 'zod';
import { recognizedWord } from '@speechdeck/core';

/*
 * What a recognizer of the engine layer answers: timed words, grouped as the engine delimited its
 * utterances. Speech recognition (plugins/stt) re-exports these types as its engines' contract, so
 * there is one definition of the shape; the schemas check what a worker process sends.
 */

export { recognizedWord, type RecognizedWord } from '@speechdeck/core';

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

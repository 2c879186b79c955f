import type { RecognizedWord } from './asr-engine.ts';

export interface Sentence {
  start: number;
  end: number;
  /** Cased and punctuated. */
  text: string;
  words: RecognizedWord[];
}

/** Restores sentence casing and punctuation in recognizer output, by documented rules. */
export interface Punctuator {
  /** Splits timed words into sentences, using the pauses between them. */
  sentences(words: readonly RecognizedWord[]): Sentence[];
  /** Punctuates plain text (no timings: one pass of the same rules without pauses). */
  punctuateText(text: string): string;
}

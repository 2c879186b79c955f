import type { RecognizedWord } from '@speechdeck/core';

/** One utterance as the recognizer closed it; times are seconds from the start of the session's audio. */
export interface Utterance {
  start: number;
  end: number;
  /** Lower case and unpunctuated as recognizers give it. */
  text: string;
  words: RecognizedWord[];
}

export interface RecognizerEvents {
  /** The utterance still open, so far (no words: none open). A final replaces it. */
  partial(open: Utterance): void;
  final(utterance: Utterance): void;
  /** The recognizer stopped working: the session ends and saves what it has. */
  failed(error: Error): void;
}

/** Recognition of a stream of 16 kHz mono 16-bit PCM as it arrives. */
export interface LiveRecognizer {
  readonly engine: string;
  /** Takes the next audio; answers false when the caller should wait for `drained` before sending more. */
  push(pcm: Buffer): boolean;
  /** Called when the recognizer can take more after push answered false. */
  onDrain(listener: () => void): void;
  /** No more audio: recognizes what is left and settles once every final is out. */
  finish(): Promise<void>;
  /** Stops at once (the finals not out yet are lost). */
  abort(): void;
}

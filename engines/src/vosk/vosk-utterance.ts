/** A word as Vosk timed it: seconds from the first sample of the stream or file; conf 0..1. */
export interface VoskWord {
  w: string;
  start: number;
  end: number;
  conf: number;
}

/** One utterance (Vosk's end-pointer closes one at a pause), lower case and unpunctuated. */
export interface VoskUtterance {
  start: number;
  end: number;
  text: string;
  words: VoskWord[];
}

/** What vosk_worker.py writes for an utterance: its words; the text they make. */
export interface WorkerUtterance {
  text: string;
  words: VoskWord[];
}

/** The worker's words as an utterance, its span that of its words (`since` when it has none). */
export function utteranceOf({ text, words }: WorkerUtterance, since: number): VoskUtterance {
  return { start: words[0]?.start ?? since, end: words.at(-1)?.end ?? since, text, words };
}

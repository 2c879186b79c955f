import type { VoskWord } from './vosk-utterance.ts';

/** A phrase heard: where its words came in a row, and its least sure word's confidence. */
export interface PhraseHit {
  phrase: string;
  start: number;
  end: number;
  conf: number;
}

/** Every place each phrase (lower case, single spaces) is said among the words heard, in time order. */
export function phraseHits(words: readonly VoskWord[], phrases: readonly string[]): PhraseHit[] {
  const hits = phrases.flatMap((phrase) => {
    const wanted = phrase.split(' ');
    return words.flatMap((_, i) => {
      const run = words.slice(i, i + wanted.length);
      if (run.length < wanted.length || !wanted.every((word, k) => run[k]!.w === word)) return [];
      return [{ phrase, start: run[0]!.start, end: run.at(-1)!.end, conf: Math.min(...run.map((word) => word.conf)) }];
    });
  });
  return hits.sort((a, b) => a.start - b.start);
}

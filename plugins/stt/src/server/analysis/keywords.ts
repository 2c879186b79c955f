/**
 * The `kw` of each segment: its most salient content words.
 *
 * Words are lower-cased; stopwords (stopwords.ts), words under 3 letters and bare numbers are
 * left out. A word scores tf x ln((N + 1) / sf): tf its count in the whole result, sf the number
 * of the N segments it occurs in. So a word repeated within one segment but rare elsewhere
 * outranks one spread over many; the + 1 keeps a word found in every segment low but above zero,
 * so a one-segment result is still ranked by counts. Ties go to the word appearing first in the
 * segment. No stemming:
 * Turkish suffixed forms (toplantı, toplantıda) count as different words.
 */
import { stopwordsFor } from './stopwords.ts';
import { wordsOf } from './text-words.ts';

const MIN_LETTERS = 3;

export function extractKeywords(segments: readonly { sent: string }[], language: string, perSegment = 3): string[][] {
  const stopwords = stopwordsFor(language);
  const contentWords = segments.map((segment) =>
    wordsOf(segment.sent, language).filter((word) => [...word].length >= MIN_LETTERS && !stopwords.has(word) && !/^\p{N}+$/u.test(word)),
  );
  const termCount = new Map<string, number>();
  const segmentCount = new Map<string, number>();
  for (const words of contentWords) {
    for (const word of words) termCount.set(word, (termCount.get(word) ?? 0) + 1);
    for (const word of new Set(words)) segmentCount.set(word, (segmentCount.get(word) ?? 0) + 1);
  }
  const score = (word: string) => termCount.get(word)! * Math.log((segments.length + 1) / segmentCount.get(word)!);
  return contentWords.map((words) =>
    // A Set keeps first appearances in order and the sort is stable, so ties keep that order.
    [...new Set(words)]
      .map((word) => ({ word, score: score(word) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, perSegment)
      .map(({ word }) => word),
  );
}

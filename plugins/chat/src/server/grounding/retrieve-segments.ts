import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { SegmentHit } from '@speechdeck/plugin-workspace';
import { contentWords, searchPrefix } from './content-words.ts';

/** Enough words for a question; each is one indexed search. */
const WORDS_MAX = 8;
/** Hits read per word: the segments that say it most often are not ranked, so read a good many. */
const HITS_PER_WORD = 200;

/**
 * The user's segments that say the most of the question's content words, best first (more words
 * matched, then in the order of their files and times). Only the owner's segments are searched.
 */
export async function retrieveSegments(results: ResultsStore, userId: number, question: string, max: number): Promise<SegmentHit[]> {
  const scored = new Map<string, { hit: SegmentHit; words: number }>();
  for (const word of contentWords(question, WORDS_MAX)) {
    for (const hit of await results.search(userId, { kind: 'sent', value: searchPrefix(word) }, { limit: HITS_PER_WORD, offset: 0 })) {
      const key = `${hit.processId}\u0000${hit.position}`;
      const seen = scored.get(key);
      if (seen) seen.words += 1;
      else scored.set(key, { hit, words: 1 });
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.words - a.words || a.hit.fn.localeCompare(b.hit.fn) || a.hit.start - b.hit.start)
    .slice(0, max)
    .map(({ hit }) => hit);
}

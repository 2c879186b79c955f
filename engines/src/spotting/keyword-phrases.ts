import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { defaultLogThreshold } from './keyword-calibration.ts';
import type { KeywordRequest, PreparedKeyword, SearchedPhrase } from './keyword-spotter.ts';

/** One way of saying a word: its token in the dictionary (`refund(2)`) and its phones. */
export interface Way {
  token: string;
  phones: number;
}

/**
 * Pronunciations of one keyword searched at most: keyphrase mode takes each word's first one only,
 * so the others (`refund(2)`, said "ree-fund") are phrases of their own (in the bench, recall +2
 * points at the same false alarms; refund 13 of 24 found, then 19).
 */
export const MAX_PHRASES_PER_KEYWORD = 4;

/** `word(2) PH ON ES`: a further pronunciation in a CMU-style dictionary. */
const VARIANT_LINE = /^(\S+)\(\d+\)\s+(.+)$/;

/** The dictionary's further pronunciations of the words (not the first), in its order. */
export async function dictionaryVariants(dictionary: string, words: readonly string[]): Promise<Map<string, Way[]>> {
  const wanted = new Set(words);
  const found = new Map<string, Way[]>();
  if (wanted.size === 0) return found;
  for await (const line of createInterface({ input: createReadStream(dictionary) })) {
    const match = VARIANT_LINE.exec(line);
    if (!match || !wanted.has(match[1]!)) continue;
    const token = line.slice(0, line.search(/\s/));
    found.set(match[1]!, [...(found.get(match[1]!) ?? []), { token, phones: match[2]!.trim().split(/\s+/).length }]);
  }
  return found;
}

/**
 * A keyword as searched: its phrases (every combination of its words' ways, first ways first, at
 * most MAX_PHRASES_PER_KEYWORD), each with the threshold asked for or the default for its own
 * length; and what the answer says of it, by its first pronunciation.
 */
export function keywordPhrases(
  { keyword, threshold }: KeywordRequest, waysOf: (word: string) => readonly Way[], generated: (word: string) => boolean,
): { prepared: PreparedKeyword; phrases: SearchedPhrase[] } {
  const words = keyword.split(' ');
  const ways = words.map(waysOf);
  const phones = ways.reduce((sum, options) => sum + options[0]!.phones, 0);
  const asked = threshold === undefined ? undefined : Math.log10(threshold);
  const phrases = combinations(ways).slice(0, MAX_PHRASES_PER_KEYWORD).map((way) => ({
    phrase: way.token, keyword, phones: way.phones, logThreshold: asked ?? defaultLogThreshold(way.phones),
  }));
  return {
    prepared: {
      keyword, phones, threshold: threshold ?? shown(10 ** defaultLogThreshold(phones)), defaultThreshold: threshold === undefined,
      pronunciation: words.some(generated) ? 'generated' : 'dictionary',
    },
    phrases,
  };
}

/** Every way of saying the words in turn, as phrases: the first ways first. */
function combinations(words: readonly (readonly Way[])[]): Way[] {
  let out: Way[] = [];
  for (const options of words) {
    out = out.length === 0 ? [...options] : out.flatMap((prefix) => options.map((way) => ({ token: `${prefix.token} ${way.token}`, phones: prefix.phones + way.phones })));
  }
  return out;
}

/** Thresholds are shown to 3 significant digits: 1e16.5 reads 3.16e16. */
const shown = (value: number) => Number(value.toPrecision(3));

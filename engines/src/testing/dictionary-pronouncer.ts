import type { Pronouncer, Pronunciation } from '../recognition/pronunciation/pronouncer.ts';

/**
 * A Pronouncer that knows only `words` (lower-case word -> its CMU phones, space-separated), each
 * from the dictionary: phones in for the sounds-like tests, with no espeak-ng.
 */
export function dictionaryPronouncer(words: Readonly<Record<string, string>>): Pronouncer {
  return {
    languages: ['en'],
    knows: async (word) => word in words,
    pronounce: async (asked) => new Map(asked.filter((word) => word.toLowerCase() in words).map((word): [string, Pronunciation] => {
      const lower = word.toLowerCase();
      return [lower, { word: lower, phones: words[lower]!.split(' '), source: 'dictionary' }];
    })),
    writeDictionary: async () => [],
  };
}

import type { Pronouncer } from '../pronunciation/pronouncer.ts';
import type { PhoneTerm } from './sounds-like-index.ts';

/**
 * The phones of terms (a phrase: its words' one after another) from the pronouncer; a term with a
 * word it cannot say is left out. Words are pronounced once each, in one call (espeak-ng takes
 * about half a second per thousand words it has to make: pronounce a large list once and keep it).
 */
export async function pronounceTerms(terms: readonly string[], pronouncer: Pronouncer, language: string): Promise<PhoneTerm[]> {
  const wordsOf = (term: string) => term.toLowerCase().split(/\s+/).filter(Boolean);
  const said = await pronouncer.pronounce([...new Set(terms.flatMap(wordsOf))], language);
  return terms.flatMap((term) => {
    const phones: string[] = [];
    for (const word of wordsOf(term)) {
      const pronunciation = said.get(word);
      if (!pronunciation) return [];
      phones.push(...pronunciation.phones);
    }
    return phones.length > 0 ? [{ term, phones }] : [];
  });
}

/**
 * Each heard word's phones, in order (undefined for a word the pronouncer cannot say: a span of
 * candidates does not cross it), for SoundsLikeIndex.candidates.
 */
export async function heardPhones(words: readonly string[], pronouncer: Pronouncer, language: string): Promise<(readonly string[] | undefined)[]> {
  const said = await pronouncer.pronounce(words, language);
  return words.map((word) => said.get(word.toLowerCase())?.phones);
}

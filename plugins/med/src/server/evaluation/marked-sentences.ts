import { MEDICAL_CATEGORIES, type MedicalCategory } from '../../contract/medical-categories.ts';
import { normalizeWord } from '../lexicon/normalize.ts';

export interface MarkedSentence {
  /** The sentence without its marks. */
  text: string;
  /** Its words, normalized as the tagger sees them. */
  words: string[];
  /** The terms the sentence was written with: word index, length and category. */
  terms: { first: number; length: number; category: MedicalCategory }[];
}

const MARK = /\{([^|}]+)\|([a-z]+)\}/g;

/** Reads a sentence marked `{words|category}` into its words and the terms meant. */
export function readMarkedSentence(marked: string, language: string): MarkedSentence {
  const words: string[] = [];
  const terms: MarkedSentence['terms'] = [];
  const add = (text: string) => {
    for (const word of text.split(/\s+/)) {
      const normalized = normalizeWord(word, language);
      if (normalized) words.push(normalized);
    }
  };
  let at = 0;
  for (const match of marked.matchAll(MARK)) {
    add(marked.slice(at, match.index));
    const category = match[2] as MedicalCategory;
    if (!MEDICAL_CATEGORIES.includes(category)) throw new Error(`unknown category '${category}' in: ${marked}`);
    const first = words.length;
    add(match[1]!);
    terms.push({ first, length: words.length - first, category });
    at = match.index + match[0].length;
  }
  add(marked.slice(at));
  return { text: marked.replace(MARK, '$1'), words, terms };
}

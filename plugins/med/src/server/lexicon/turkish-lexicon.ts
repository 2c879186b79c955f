import type { MedicalCategory } from '../../contract/medical-categories.ts';
import { MedicalLexicon, type LexiconEntry } from './medical-lexicon.ts';
import { TURKISH_CONTEXT_ONLY, TURKISH_NOT_TERMS, TURKISH_TERMS } from './turkish-terms.ts';
import { turkishStems } from './turkish-stems.ts';

function* turkishEntries(): Generator<[string, LexiconEntry]> {
  for (const [category, terms] of Object.entries(TURKISH_TERMS) as [MedicalCategory, readonly string[]][]) {
    for (const term of terms) yield [term, { category, contextOnly: TURKISH_CONTEXT_ONLY.has(term) }];
  }
}

/** What a Turkish word may be under its suffixes; nothing for the everyday words that only look like terms. */
export const turkishForms = (word: string): string[] => (TURKISH_NOT_TERMS.has(word) ? [] : turkishStems(word));

/** Turkish: our own lists, found under their suffixes. */
export function turkishLexicon(): MedicalLexicon {
  return new MedicalLexicon('tr', turkishEntries(), turkishForms);
}

import type { MedicalCategory } from '../../contract/medical-categories.ts';
import { readCspellMedicalTerms } from './cspell-words.ts';
import { englishRuleCategory } from './english-rules.ts';
import { ENGLISH_CONTEXT_ONLY, ENGLISH_NOT_TERMS, ENGLISH_TERMS } from './english-terms.ts';
import { MedicalLexicon, type LexiconEntry } from './medical-lexicon.ts';
import { lowerCase } from './normalize.ts';

/** A word of the list a recognizer could say: letters, with inner hyphens or apostrophes. */
const SPEAKABLE = /^\p{L}[\p{L}'-]*$/u;

/** What an English word may be underneath: itself, without a possessive, singular. */
export function englishForms(word: string): string[] {
  const forms = [word];
  const base = word.endsWith("'s") ? word.slice(0, -2) : word.endsWith("s'") ? word.slice(0, -1) : word;
  if (base !== word) forms.push(base);
  if (base.endsWith('ies') && base.length > 4) forms.push(`${base.slice(0, -3)}y`);
  if (base.endsWith('es') && base.length > 3) forms.push(base.slice(0, -2));
  if (base.endsWith('s') && !base.endsWith('ss') && base.length > 3) forms.push(base.slice(0, -1));
  return forms;
}

function* englishEntries(cspell: readonly string[]): Generator<[string, LexiconEntry]> {
  for (const [category, terms] of Object.entries(ENGLISH_TERMS) as [MedicalCategory, readonly string[]][]) {
    for (const term of terms) yield [term, { category, contextOnly: ENGLISH_CONTEXT_ONLY.has(term) }];
  }
  for (const word of cspell) {
    if (ENGLISH_NOT_TERMS.has(word)) continue;
    const category = englishRuleCategory(word);
    if (category) yield [word, { category, contextOnly: false, ruled: true }];
  }
}

/**
 * English: the cspell medical word list (placed by our rules) under our own lists. Its vocabulary
 * ranks our lists' words first, then the placed words, then the rest, common nouns before names
 * (capitalized in the list: eponyms, brands).
 */
export async function englishLexicon(): Promise<MedicalLexicon> {
  const listed = (await readCspellMedicalTerms()).filter((term) => SPEAKABLE.test(term));
  const names = new Set(listed.filter((term) => term !== lowerCase(term, 'en')).map((term) => lowerCase(term, 'en')));
  const cspell = [...new Set(listed.map((term) => lowerCase(term, 'en')))];
  const rest = [...cspell.filter((word) => !names.has(word)), ...cspell.filter((word) => names.has(word))];
  // The entries' own words come first in the vocabulary (MedicalLexicon adds them in order).
  return new MedicalLexicon('en', englishEntries(cspell), englishForms, rest);
}

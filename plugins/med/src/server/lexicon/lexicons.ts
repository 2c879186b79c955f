import { englishLexicon } from './english-lexicon.ts';
import type { MedicalLexicon } from './medical-lexicon.ts';
import { turkishLexicon } from './turkish-lexicon.ts';

/** The languages medical terms are known in. */
export const LEXICON_LANGUAGES = ['en', 'tr'] as const;

const loaded = new Map<string, Promise<MedicalLexicon>>();

/** The lexicon of a language (built once, on first use), or null for a language without one. */
export function lexiconFor(language: string): Promise<MedicalLexicon> | null {
  if (!(LEXICON_LANGUAGES as readonly string[]).includes(language)) return null;
  let lexicon = loaded.get(language);
  if (!lexicon) {
    lexicon = language === 'en' ? englishLexicon() : Promise.resolve(turkishLexicon());
    // A failed read is not kept: the next call tries again.
    lexicon.catch(() => loaded.delete(language));
    loaded.set(language, lexicon);
  }
  return lexicon;
}

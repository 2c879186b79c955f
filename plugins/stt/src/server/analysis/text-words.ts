/** Word splitting shared by keywords and the `oa` label, with the language's own lower-casing. */

/** `tr-TR` -> `tr`; the analyzers know `en` and `tr`, anything else is treated as English. */
export function baseLanguage(language: string): 'en' | 'tr' {
  return language.toLowerCase().split(/[-_]/)[0] === 'tr' ? 'tr' : 'en';
}

/**
 * Lower-cased words. Turkish lower-cases I to ı and İ to i, and an apostrophe there only
 * separates a proper noun from its suffix (İstanbul'da -> istanbul); English keeps contractions
 * whole (don't), since the stopword and negation lists hold them that way.
 */
export function wordsOf(text: string, language: string): string[] {
  const lang = baseLanguage(language);
  const words = text.toLocaleLowerCase(lang).replace(/[’‘`]/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
  return lang === 'tr' ? words.map((word) => word.split("'")[0]!) : words;
}

/** Clauses: negation and emphasis never reach across punctuation. */
export function clausesOf(text: string): string[] {
  return text.split(/[.,;:!?()…]+|\s[-–—]\s/);
}

/** Lower case as the language writes it (Turkish İ -> i, I -> ı), NFC, one kind of apostrophe. */
export function lowerCase(text: string, language: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019\u02bc`´]/g, "'").toLocaleLowerCase(language === 'tr' ? 'tr' : 'en');
}

/** A word as the lexicon keys it: lower case, without the punctuation around it (inner - and ' stay). */
export function normalizeWord(word: string, language: string): string {
  return lowerCase(word, language).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** The words of a text, normalized, in order (empty ones dropped). */
export function normalizedWords(text: string, language: string): string[] {
  return text.split(/\s+/).map((word) => normalizeWord(word, language)).filter(Boolean);
}

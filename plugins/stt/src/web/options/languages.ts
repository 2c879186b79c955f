/** Languages offered; English works out of the box, the others once an engine serves them (else 422). */
export const RECOGNITION_LANGUAGES = ['en', 'tr', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ru', 'ar'] as const;

/** A language's name in the dashboard's language, with its code: 'Turkish (tr)'. */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

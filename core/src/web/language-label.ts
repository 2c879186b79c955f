/** A language's name in the dashboard's language, with its code: 'Turkish (tr)'; the code alone when the browser has no name for it. */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** A language's name in the dashboard's language; null when the browser has none (Chromium lacks many: 'ba', 'bpy'). */
function languageName(code: string, uiLanguage: string): string | null {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    // Without a name the browser answers the code, sometimes in its canonical form ('hy-arevmda' -> 'hyw').
    const codes = [code, ...Intl.getCanonicalLocales(code)].map((form) => form.toLowerCase());
    return name && !codes.includes(name.toLowerCase()) ? name : null;
  } catch {
    return null;
  }
}

/**
 * A language's name in the dashboard's language, with its code: 'Turkish (tr)'. Where the browser
 * has no name, `known` (a name the host gave, e.g. espeak-ng's 'Bashkir'), else the code alone.
 */
export function languageLabel(code: string, uiLanguage: string, known?: string): string {
  const name = languageName(code, uiLanguage) ?? known;
  return name ? `${name} (${code})` : code;
}

/**
 * A language picker's options: each code once, labelled by languageLabel and sorted by name in the
 * dashboard's language. `known` names a language the browser cannot, by its code.
 */
export function languageOptions(codes: readonly string[], uiLanguage: string, known: Readonly<Record<string, string>> = {}): { value: string; label: string }[] {
  const options = [...new Set(codes)].map((code) => ({ value: code, label: languageLabel(code, uiLanguage, known[code]) }));
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(uiLanguage);
  } catch {
    collator = new Intl.Collator('en');
  }
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

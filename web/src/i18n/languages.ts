export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'tr', label: 'Türkçe', short: 'TR' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** localStorage key of the chosen language; a logout keeps it (see browser-storage.ts). */
export const LANGUAGE_STORAGE_KEY = 'speechdeck.language';

export function isLanguage(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The remembered choice, else the browser's preference, else English. */
export function initialLanguage(stored: string | null, preferred: readonly string[]): LanguageCode {
  if (isLanguage(stored)) return stored;
  const match = preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? 'en';
}

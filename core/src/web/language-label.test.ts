import { describe, expect, it } from 'vitest';
import { languageLabel, languageOptions } from './language-label.ts';

describe('languageLabel', () => {
  it("names the language in the dashboard's language, with its code", () => {
    expect(languageLabel('tr', 'en')).toBe('Turkish (tr)');
    expect(languageLabel('tr', 'tr')).toBe('Türkçe (tr)');
    expect(languageLabel('en', 'tr')).toBe('İngilizce (en)');
  });

  it('takes a name the host gave where the browser has none, and the code only when nobody names it', () => {
    expect(languageLabel('xx', 'en', 'Examplish')).toBe('Examplish (xx)');
    expect(languageLabel('tr', 'en', 'turkish voice')).toBe('Turkish (tr)');
    expect(languageLabel('xx', 'en')).toBe('xx');
  });

  it('falls back to the code for a malformed code or a malformed dashboard language', () => {
    expect(languageLabel('not a code', 'en')).toBe('not a code');
    expect(languageLabel('de', 'zz-bad!')).toBe('de');
  });
});

describe('languageOptions', () => {
  it("lists each language once, by name, sorted by name in the dashboard's language", () => {
    expect(languageOptions(['tr', 'en', 'de', 'en'], 'en').map((option) => option.label)).toEqual(['English (en)', 'German (de)', 'Turkish (tr)']);
    // Turkish sorts by its own alphabet: Almanca, İngilizce, Türkçe.
    expect(languageOptions(['tr', 'en', 'de'], 'tr').map((option) => option.value)).toEqual(['de', 'en', 'tr']);
  });

  it('sorts the names the host gave among the others, and an unnamed code by its code', () => {
    expect(languageOptions(['zz', 'en', 'xx'], 'en', { xx: 'Bashkirish' })).toEqual([
      { value: 'xx', label: 'Bashkirish (xx)' },
      { value: 'en', label: 'English (en)' },
      { value: 'zz', label: 'zz' },
    ]);
  });
});

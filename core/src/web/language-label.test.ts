import { describe, expect, it } from 'vitest';
import { languageLabel } from './language-label.ts';

describe('languageLabel', () => {
  it("names the language in the dashboard's language, with its code", () => {
    expect(languageLabel('tr', 'en')).toBe('Turkish (tr)');
    expect(languageLabel('tr', 'tr')).toBe('Türkçe (tr)');
    expect(languageLabel('en', 'tr')).toBe('İngilizce (en)');
  });

  it('falls back to the code for a language without a name, a malformed code or a malformed dashboard language', () => {
    expect(languageLabel('xx', 'en')).toBe('xx');
    expect(languageLabel('not a code', 'en')).toBe('not a code');
    expect(languageLabel('de', 'zz-bad!')).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultEngine, preferredLanguage, textProblem, TEXT_MAX_CHARS } from './clone-options.ts';

describe('the clone options', () => {
  it('starts in the dashboard\'s language when a clone can be spoken in it, else English, else the first', () => {
    expect(preferredLanguage(['de', 'en', 'tr'], 'tr')).toBe('tr');
    expect(preferredLanguage(['de', 'en', 'tr'], 'tr-TR')).toBe('tr');
    expect(preferredLanguage(['de', 'en'], 'tr')).toBe('en');
    expect(preferredLanguage(['de', 'fr'], 'tr')).toBe('de');
    expect(preferredLanguage([], 'tr')).toBe('');
  });

  it('starts with the host\'s default engine, else the first it serves', () => {
    expect(defaultEngine([{ id: 'voice-matching', isDefault: false }, { id: 'remote', isDefault: true }])).toBe('remote');
    expect(defaultEngine([{ id: 'remote', isDefault: false }, { id: 'voice-matching', isDefault: false }])).toBe('remote');
    expect(defaultEngine([])).toBe('');
  });

  it('finds text empty when it is only blanks, and too long one character past the limit', () => {
    expect(textProblem('')).toBe('empty');
    expect(textProblem(' \n\t')).toBe('empty');
    expect(textProblem('x'.repeat(TEXT_MAX_CHARS))).toBeNull();
    expect(textProblem('x'.repeat(TEXT_MAX_CHARS + 1))).toBe('tooLong');
  });
});

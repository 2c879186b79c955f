import { describe, expect, it } from 'vitest';
import { KWS_LIMITS } from '../../contract/kws-api.ts';
import { addKeywords, chipThreshold, keywordsParameter, type KeywordChip } from './keyword-chips.ts';

const chip = (keyword: string, threshold = ''): KeywordChip => ({ keyword, threshold });

describe('addKeywords', () => {
  it('adds each comma-separated keyword once, spelled as the host spells it', () => {
    expect(addKeywords([chip('budget')], ' Credit  Card, refund ,, Don’t ')).toEqual({ chips: [chip('budget'), chip('credit card'), chip('refund'), chip("don't")], problem: null });
  });

  it('keeps the good keywords of the text and says what was refused first', () => {
    expect(addKeywords([chip('budget')], 'budget, plan;b, refund')).toEqual({
      chips: [chip('budget'), chip('refund')],
      problem: { kind: 'duplicate', keyword: 'budget' },
    });
    expect(addKeywords([], 'plan;b')).toMatchObject({ chips: [], problem: { kind: 'invalid', text: 'plan;b', message: expect.stringMatching(/^Use words of letters/) } });
  });

  it(`stops at ${KWS_LIMITS.keywordsMax} keywords`, () => {
    const full = Array.from({ length: KWS_LIMITS.keywordsMax }, (_, i) => chip(`word${i}`));
    expect(addKeywords(full, 'one more')).toEqual({ chips: full, problem: { kind: 'tooMany' } });
  });
});

describe('chip thresholds and the keywords parameter', () => {
  it('reads a typed threshold, none when empty, null when it is no valid threshold', () => {
    expect(chipThreshold(chip('a', ' 1e-20 '))).toBe(1e-20);
    expect(chipThreshold(chip('a'))).toBeUndefined();
    expect(chipThreshold(chip('a', 'high'))).toBeNull();
    expect(chipThreshold(chip('a', '0'))).toBeNull();
  });

  it('sends a JSON array, with a threshold where one was typed', () => {
    expect(JSON.parse(keywordsParameter([chip('budget'), chip('credit card', '1e-30')]))).toEqual(['budget', { keyword: 'credit card', threshold: 1e-30 }]);
  });
});

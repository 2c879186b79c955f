import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT, searchTerms } from './search-kinds.ts';

describe('workspace search', () => {
  it('checks the text with each endpoint\'s own schema', () => {
    expect(SEARCH_TEXT.sent.safeParse('  budget  ')).toEqual({ success: true, data: 'budget' });
    expect(SEARCH_TEXT.kw.safeParse('   ').success).toBe(false);
    expect(SEARCH_TEXT.fn.safeParse('').success).toBe(false);
    expect(SEARCH_TEXT.spk.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('marks the words of a text or keyword search, without the full-text operators', () => {
    expect(searchTerms({ kind: 'sent', text: '"quarterly review" AND budg*' })).toEqual(['quarterly', 'review', 'budg']);
    expect(searchTerms({ kind: 'kw', text: 'budget' })).toEqual(['budget']);
    expect(searchTerms({ kind: 'spk', text: 'S1' })).toEqual([]);
  });
});

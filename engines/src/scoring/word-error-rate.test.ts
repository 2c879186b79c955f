import { describe, expect, it } from 'vitest';
import { normalizeWords, wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  it('counts substitutions, deletions and insertions against the reference length', () => {
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat on the mat')).toEqual({ wer: 0, errors: 0, referenceWords: 6 });
    expect(wordErrorRate('the cat sat on the mat', 'the bat sat on mat').errors).toBe(2); // one substitution, one deletion
    expect(wordErrorRate('a b', 'x a b y').errors).toBe(2); // two insertions
    expect(wordErrorRate('one two three four', 'one three four five').wer).toBe(0.5);
  });

  it('normalizes case, punctuation and spelled-out titles the same on both sides', () => {
    expect(normalizeWords("Mr. Dashwood's house, 'twas fine!")).toEqual(['mister', "dashwood's", 'house', 'twas', 'fine']);
    expect(wordErrorRate('and mister john dashwood', 'And Mr John Dashwood.').wer).toBe(0);
  });

  it('handles empty texts', () => {
    expect(wordErrorRate('', '').wer).toBe(0);
    expect(wordErrorRate('', 'noise').wer).toBe(1);
    expect(wordErrorRate('words here', '').wer).toBe(1);
  });
});

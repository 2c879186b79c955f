import { describe, expect, it } from 'vitest';
import { currentTokenIndex, segmentPlayState, segmentTokens } from './transcript-tokens.ts';

describe('segmentTokens', () => {
  const words = [{ w: 'hello', start: 0, end: 0.4 }, { w: 'world', start: 0.5, end: 1 }];

  it('shows the sentence as written when it matches the words one to one', () => {
    expect(segmentTokens({ sent: 'Hello, world!', words })).toEqual([
      { text: 'Hello,', start: 0, end: 0.4 },
      { text: 'world!', start: 0.5, end: 1 },
    ]);
  });

  it('falls back to the recognized words when only spacing or punctuation differ, and to nothing after an edit', () => {
    expect(segmentTokens({ sent: 'hello-world', words })?.map((token) => token.text)).toEqual(['hello', 'world']);
    expect(segmentTokens({ sent: 'Something else entirely', words })).toBeNull();
    expect(segmentTokens({ sent: 'text', words: [] })).toBeNull();
  });

  it('finds the word at a time, lingering briefly after it ends', () => {
    const tokens = segmentTokens({ sent: 'hello world', words })!;
    expect(currentTokenIndex(tokens, -1)).toBe(-1);
    expect(currentTokenIndex(tokens, 0.2)).toBe(0);
    expect(currentTokenIndex(tokens, 0.45)).toBe(0);
    expect(currentTokenIndex(tokens, 0.7)).toBe(1);
    expect(currentTokenIndex(tokens, 1.5)).toBe(-1);
    expect(segmentPlayState({ start: 0, end: 1 }, tokens, 1)).toBe(-2);
    expect(segmentPlayState({ start: 0, end: 1 }, null, 0.5)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { aggregateKeywords } from './aggregate-keywords.ts';

const result = (processId: string, keywords: string[][]) => ({
  processId,
  segments: keywords.map((kw, position) => ({ position, start: position, end: position + 1, spk: null, sent: '', kw, oa: null, words: [] })),
});

describe('aggregateKeywords', () => {
  it('counts the segments and files of each keyword, most frequent first, ties by files then name', () => {
    const counts = aggregateKeywords([
      result('a', [['budget', 'plan'], ['budget'], ['Plan', 'plan']]),
      result('b', [['budget'], ['zebra'], ['alpha']]),
    ]);
    expect(counts).toEqual([
      { keyword: 'budget', segments: 3, files: 2 },
      { keyword: 'plan', segments: 2, files: 1 },
      { keyword: 'alpha', segments: 1, files: 1 },
      { keyword: 'zebra', segments: 1, files: 1 },
    ]);
    expect(aggregateKeywords([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MedSegment } from '../../contract/med-api.ts';
import { categoryCounts, termRows } from './term-rows.ts';

const segment = (position: number, terms: MedSegment['terms']): MedSegment => ({ position, start: 0, end: 10, spk: null, sent: '', kw: [], oa: null, words: [], terms });

describe('termRows', () => {
  it('makes one row per term and kind, counting every saying, first said first', () => {
    const segments = [
      segment(0, [{ text: 'Aspirin', category: 'drug', start: 5, end: 5.5 }, { text: 'headache', category: 'condition', start: 6, end: 6.4 }]),
      segment(1, [{ text: 'aspirin', category: 'drug', start: 2, end: 2.5 }, { text: 'cold', category: 'condition', start: 1, end: 1.2 }]),
    ];
    expect(termRows(segments)).toEqual([
      { text: 'cold', category: 'condition', count: 1, first: 1 },
      { text: 'Aspirin', category: 'drug', count: 2, first: 2 },
      { text: 'headache', category: 'condition', count: 1, first: 6 },
    ]);
    expect(categoryCounts(segments).filter((c) => c.count > 0)).toEqual([{ category: 'drug', count: 2 }, { category: 'condition', count: 2 }]);
  });
});

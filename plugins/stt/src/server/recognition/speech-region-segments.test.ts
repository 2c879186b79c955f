import { describe, expect, it } from 'vitest';
import { segmentsInRegions } from './speech-region-segments.ts';

const word = (w: string, start: number, end: number) => ({ w, start, end });

describe('segmentsInRegions', () => {
  it('makes one segment per speech region of the words whose middle is in it, and drops words outside every region', () => {
    const segments = [
      { start: 0, end: 2, text: 'oh hello there', words: [word('oh', 0.1, 0.4), word('hello', 1, 1.4), word('there', 1.5, 1.9)] },
      { start: 3, end: 5, text: 'good morning', words: [word('good', 3.1, 3.5), word('morning', 3.6, 4.4)] },
    ];
    const regions = [
      { start: 0.9, end: 3.55 },
      { start: 3.9, end: 4.6 },
      { start: 6, end: 7 },
    ];
    expect(segmentsInRegions(segments, regions)).toEqual([
      { start: 0.9, end: 3.55, text: 'hello there good', words: [word('hello', 1, 1.4), word('there', 1.5, 1.9), word('good', 3.1, 3.5)] },
      { start: 3.9, end: 4.6, text: 'morning', words: [word('morning', 3.6, 4.4)] },
    ]);
  });

  it('moves a segment without word timings as one piece', () => {
    const segments = [{ start: 1, end: 3, text: 'Hello there.', words: [] }, { start: 8, end: 9, text: 'Thanks for watching.', words: [] }];
    expect(segmentsInRegions(segments, [{ start: 0.5, end: 3.5 }])).toEqual([{ start: 0.5, end: 3.5, text: 'Hello there.', words: [] }]);
  });
});

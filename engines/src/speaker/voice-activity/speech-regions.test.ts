import { describe, expect, it } from 'vitest';
import { tidyRegions } from './speech-regions.ts';

describe('tidyRegions', () => {
  it('bridges short gaps, drops short bursts and pads within the file', () => {
    const o = { minSilenceSec: 0.3, minSpeechSec: 0.2, padSec: 0.1 };
    expect(
      tidyRegions(
        [
          { start: 0.05, end: 1 },
          { start: 1.2, end: 2 }, // 0.2 s gap: bridged
          { start: 3, end: 3.1 }, // 0.1 s click: dropped
          { start: 4, end: 4.95 },
        ],
        5,
        o,
      ),
    ).toEqual([
      { start: 0, end: 2.1 },
      { start: 3.9, end: 5 },
    ]);
  });
});

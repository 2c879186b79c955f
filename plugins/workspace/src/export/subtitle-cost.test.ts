import { describe, expect, it, vi } from 'vitest';
import { MAX_LINE_CHARS, packTokens } from './cue-packing.ts';
import { formatResult } from './format-result.ts';
import { resultWith } from './test-result.ts';

// Every packing pass is counted with the words it walks; the real packing still runs.
vi.mock('./cue-packing.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./cue-packing.ts')>();
  return { ...real, packTokens: vi.fn(real.packTokens) };
});

/** Words walked by packing, per word of the segment, for one SRT of `words` two-letter words. */
function packingWorkPerWord(words: number): number {
  vi.mocked(packTokens).mockClear();
  formatResult(resultWith([{ start: 0, end: 60, sent: 'ab '.repeat(words).trim() }]), 'srt');
  return vi.mocked(packTokens).mock.calls.reduce((sum, [tokens]) => sum + tokens.length, 0) / words;
}

describe('the cost of subtitles', () => {
  it('packs a segment in a bounded number of passes, however long it is (a forged 990 KB result included)', () => {
    // One greedy pass, then a binary search for the balancing budget between a cue's even share
    // and its fullest greedy cue: at most two lines' worth of characters, whatever the segment.
    const bound = 1 + Math.ceil(Math.log2(2 * MAX_LINE_CHARS + 2));
    for (const words of [100, 10_000, 330_000]) expect(packingWorkPerWord(words), `${words} words`).toBeLessThanOrEqual(bound);
  });
});

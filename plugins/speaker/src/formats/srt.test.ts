import { describe, expect, it } from 'vitest';
import { toSrt } from './srt.ts';

describe('toSrt', () => {
  it('writes one numbered cue per turn, its text the speaker name, blank lines between cues', () => {
    expect(
      toSrt([
        { start: 0.3, end: 2.5, spk: 'S1' },
        { start: 2.75, end: 4.0625, spk: 'Ayşe Yılmaz' },
      ]),
    ).toBe('1\n00:00:00,300 --> 00:00:02,500\nS1\n\n2\n00:00:02,750 --> 00:00:04,063\nAyşe Yılmaz\n');
  });

  it('formats hours, minutes and seconds, rounding to the millisecond and not wrapping hours', () => {
    const srt = toSrt([
      { start: 59.9995, end: 61.001, spk: 'S1' },
      { start: 3725.25, end: 3726, spk: 'S2' },
      { start: 90_000, end: 90_000.5, spk: 'S1' },
    ]);
    expect(srt.split('\n').filter((line) => line.includes('-->'))).toEqual([
      '00:01:00,000 --> 00:01:01,001',
      '01:02:05,250 --> 01:02:06,000',
      '25:00:00,000 --> 25:00:00,500',
    ]);
  });

  it('numbers cues in time order whatever order the turns come in, and skips turns without length', () => {
    const srt = toSrt([
      { start: 4, end: 5, spk: 'S2' },
      { start: 2, end: 2, spk: 'S3' },
      { start: 1, end: 3, spk: 'S1' },
    ]);
    const cues = srt.trimEnd().split('\n\n');
    expect(cues.map((cue) => cue.split('\n')[0])).toEqual(['1', '2']);
    expect(cues.map((cue) => cue.split('\n')[2])).toEqual(['S1', 'S2']);
  });

  it('clamps a negative start to zero and is empty for no turns', () => {
    expect(toSrt([{ start: -0.2, end: 0.5, spk: 'S1' }])).toBe('1\n00:00:00,000 --> 00:00:00,500\nS1\n');
    expect(toSrt([])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { speakerOf } from './speaker-labels.ts';

const turns = [
  { start: 0, end: 2, speaker: 'S1' },
  { start: 2.5, end: 6, speaker: 'S2' },
  { start: 8, end: 9, speaker: 'S1' },
];

describe('speakerOf', () => {
  it('takes the speaker who covers most of the utterance', () => {
    expect(speakerOf(1.5, 4, turns)).toBe('S2');
    expect(speakerOf(0, 2.6, turns)).toBe('S1');
  });
  it('takes the nearest turn for an utterance in a pause, and none without turns', () => {
    expect(speakerOf(6.5, 7.8, turns)).toBe('S1');
    expect(speakerOf(6.1, 6.4, turns)).toBe('S2');
    expect(speakerOf(1, 2, [])).toBeNull();
  });
});

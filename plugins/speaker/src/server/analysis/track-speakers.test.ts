import { describe, expect, it } from 'vitest';
import type { SpeakerTurn } from '@speechdeck/engines/speaker';
import { trackSpeakers } from './track-speakers.ts';

const turns: SpeakerTurn[] = [
  { start: 0, end: 2, speaker: 'S1' },
  { start: 2.5, end: 4, speaker: 'S2' },
  { start: 4.5, end: 5, speaker: 'S3' },
  { start: 5.5, end: 8, speaker: 'S1' },
];

describe('trackSpeakers', () => {
  it('without scores (a diarization) keeps S1, S2, ... in order of first appearance, with seconds per speaker', () => {
    const shuffled = turns.map((turn) => ({ ...turn, speaker: { S1: 'S3', S2: 'S1', S3: 'S2' }[turn.speaker]! }));
    const { segments, speakers } = trackSpeakers(shuffled, new Map(), 0.8);
    expect(segments.map((s) => s.spk)).toEqual(['S1', 'S2', 'S3', 'S1']);
    expect(speakers).toEqual([
      { spk: 'S1', seconds: 4.5, enrolled: false, score: null },
      { spk: 'S2', seconds: 1.5, enrolled: false, score: null },
      { spk: 'S3', seconds: 0.5, enrolled: false, score: null },
    ]);
  });

  it('gives each enrolled name to one diarized speaker, best pairs first, only at or above the threshold, and renumbers the rest', () => {
    const scores = new Map([
      // Ann is S1's best and S2's best; S2 scores higher, so S2 is Ann and S1 falls to Bob.
      ['S1', [{ spk: 'Ann', score: 0.85 }, { spk: 'Bob', score: 0.82 }]],
      ['S2', [{ spk: 'Ann', score: 0.93 }, { spk: 'Bob', score: 0.5 }]],
      // Below the threshold for everyone: stays unnamed.
      ['S3', [{ spk: 'Bob', score: 0.79 }, { spk: 'Ann', score: 0.2 }]],
    ]);
    const { segments, speakers } = trackSpeakers(turns, scores, 0.8);
    expect(segments.map((s) => s.spk)).toEqual(['Bob', 'Ann', 'S1', 'Bob']);
    expect(speakers).toEqual([
      { spk: 'Bob', seconds: 4.5, enrolled: true, score: 0.82 },
      { spk: 'Ann', seconds: 1.5, enrolled: true, score: 0.93 },
      { spk: 'S1', seconds: 0.5, enrolled: false, score: null },
    ]);
  });

  it('names nobody when no pair reaches the threshold, and skips a label an enrolled speaker is called', () => {
    const none = trackSpeakers(turns, new Map([['S1', [{ spk: 'Ann', score: 0.5 }]]]), 0.8);
    expect(none.speakers.every((s) => !s.enrolled)).toBe(true);
    const s1 = trackSpeakers(turns, new Map([['S2', [{ spk: 's1', score: 0.9 }]]]), 0.8);
    expect(s1.segments.map((s) => s.spk)).toEqual(['S2', 's1', 'S3', 'S2']);
  });
});

import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSampleRange } from '@speechdeck/core/server';
import { joinParts, librivoxClips, pseudoRandomBytes, tempDir, writeWav } from '@speechdeck/server/testing';
import { EnergyVad, tidyRegions } from './energy-vad.ts';

const vad = new EnergyVad();
const { dir, remove } = tempDir('vad');
afterAll(remove);

/** Quiet background hiss at about -50 dBFS, as in a real room between sentences. */
function hiss(seconds: number): Float32Array {
  const bytes = pseudoRandomBytes(seconds * 16000);
  return Float32Array.from(bytes, (b) => ((b - 128) / 128) * 0.005);
}

describe.skipIf(librivoxClips().length === 0)('EnergyVad on speech with known silences', () => {
  it('finds one region per stretch of speech and none in the silences', async () => {
    const clips = librivoxClips().slice(0, 3);
    const speech = await Promise.all(clips.map((c) => readSampleRange(c.wav, 0, 60)));
    // speech, 1.5 s digital silence, speech, 1.5 s hiss, speech
    const parts = [
      { label: 'a', samples: speech[0]! },
      { label: 'silence', samples: new Float32Array(0) },
      { label: 'b', samples: speech[1]! },
      { label: 'hiss', samples: hiss(1.5) },
      { label: 'c', samples: speech[2]! },
    ];
    const path = join(dir, 'gaps.wav');
    const placed = joinParts(path, parts, 0.75).filter((p) => p.label.length === 1);
    const regions = await vad.detect(path);
    expect(regions).toHaveLength(3);
    regions.forEach((region, i) => {
      const truth = placed[i]!;
      // The clips start and end with a little room noise of their own, so the speech lies inside them.
      expect(region.start).toBeGreaterThanOrEqual(truth.start - 0.15);
      expect(region.end).toBeLessThanOrEqual(truth.end + 0.15);
      expect(region.end - region.start).toBeGreaterThan(0.7 * (truth.end - truth.start));
    });
  });
});

describe('EnergyVad', () => {
  it('takes a held tone for background', async () => {
    const tone = Float32Array.from({ length: 16000 * 3 }, (_, i) => (i > 16000 ? 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16000) : 0));
    expect(await vad.detect(writeWav(join(dir, 'tone.wav'), tone))).toEqual([]);
  });

  it('finds nothing in digital silence or in steady hiss', async () => {
    expect(await vad.detect(writeWav(join(dir, 'silence.wav'), new Float32Array(16000 * 2)))).toEqual([]);
    expect(await vad.detect(writeWav(join(dir, 'hiss.wav'), hiss(3)))).toEqual([]);
  });

  it('finds a syllable-like burst between silences, to the frame', async () => {
    // A 220 Hz tone swelling and fading four times a second, as syllables do.
    const samples = new Float32Array(16000 * 3);
    for (let i = 16000; i < 32000; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16000) * (0.55 - 0.45 * Math.cos((2 * Math.PI * 4 * (i - 16000)) / 16000));
    const [region, ...rest] = await vad.detect(writeWav(join(dir, 'burst.wav'), samples));
    expect(rest).toEqual([]);
    expect(region!.start).toBeCloseTo(0.9, 1); // 1.0 s less the 0.1 s padding
    expect(region!.end).toBeCloseTo(2.1, 1);
  });

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

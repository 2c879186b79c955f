import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSampleRange } from '@speechdeck/core/server';
import { joinParts, librivoxClips, pseudoRandomBytes, tempDir, writeWav } from '@speechdeck/testing';
import { SileroVad } from './silero-vad.ts';

const vad = new SileroVad();
const { dir, remove } = tempDir('vad');
afterAll(remove);

/** Quiet background hiss at about -50 dBFS, as in a real room between sentences. */
function hiss(seconds: number): Float32Array {
  const bytes = pseudoRandomBytes(seconds * 16000);
  return Float32Array.from(bytes, (b) => ((b - 128) / 128) * 0.005);
}

/** Plucked notes, four a second, as loud as speech: what an energy detector takes for speech. */
function tune(seconds: number): Float32Array {
  return Float32Array.from({ length: seconds * 16000 }, (_, i) => {
    const t = i / 16000;
    const f = 220 * 2 ** (Math.floor((t * 4) % 8) / 6);
    return 0.15 * (Math.sin(2 * Math.PI * f * t) + 0.5 * Math.sin(4 * Math.PI * f * t)) * Math.exp(-(t % 0.25) * 6);
  });
}

describe.skipIf(librivoxClips().length === 0)('SileroVad on speech with known silences', () => {
  it('finds one region per stretch of speech and none in silence, hiss or music', async () => {
    const clips = librivoxClips().slice(0, 3);
    const speech = await Promise.all(clips.map((c) => readSampleRange(c.wav, 0, 60)));
    const parts = [
      { label: 'a', samples: speech[0]! },
      { label: 'silence', samples: new Float32Array(0) },
      { label: 'b', samples: speech[1]! },
      { label: 'hiss', samples: hiss(1.5) },
      { label: 'c', samples: speech[2]! },
      { label: 'music', samples: tune(3) },
    ];
    const path = join(dir, 'gaps.wav');
    const placed = joinParts(path, parts, 0.75).filter((p) => p.label.length === 1);
    const regions = await vad.detect(path);
    expect(regions).toHaveLength(3);
    regions.forEach((region, i) => {
      const truth = placed[i]!;
      // The clips start and end with a little room noise of their own, so the speech lies inside them.
      expect(region.start).toBeGreaterThanOrEqual(truth.start - 0.2);
      expect(region.end).toBeLessThanOrEqual(truth.end + 0.2);
      expect(region.end - region.start).toBeGreaterThan(0.8 * (truth.end - truth.start));
    });
  });
});

describe('SileroVad', () => {
  it('finds nothing in digital silence, steady hiss, a held tone or plucked notes', async () => {
    const held = Float32Array.from({ length: 16000 * 3 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16000));
    expect(await vad.detect(writeWav(join(dir, 'silence.wav'), new Float32Array(16000 * 2)))).toEqual([]);
    expect(await vad.detect(writeWav(join(dir, 'hiss.wav'), hiss(3)))).toEqual([]);
    expect(await vad.detect(writeWav(join(dir, 'tone.wav'), held))).toEqual([]);
    expect(await vad.detect(writeWav(join(dir, 'tune.wav'), tune(4)))).toEqual([]);
  });

  it('reads a file shorter than one window, and stops when aborted', async () => {
    expect(await vad.detect(writeWav(join(dir, 'tiny.wav'), new Float32Array(100)))).toEqual([]);
    const path = writeWav(join(dir, 'long-hiss.wav'), hiss(30));
    await expect(vad.detect(path, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { processRunner, tempDir } from '@speechdeck/testing';
import { shiftPitch } from './shift-pitch.ts';
import { medianPitchHz, semitonesBetween } from './testing/pitch-estimate.ts';

const { dir, remove } = tempDir('tts-pitch');
afterAll(remove);

describe('shiftPitch', () => {
  it('moves the pitch of real speech by the semitones asked, keeping its duration', async () => {
    const speech = join(dir, 'rms.wav');
    // flite's rms voice is the one whose pitch flite itself cannot move.
    execFileSync('flite', ['-voice', 'rms', '-t', 'The north wind and the sun were disputing which was the stronger, when a traveler came along.', '-o', speech]);
    const own = await medianPitchHz(speech);
    for (const semitones of [5, -5]) {
      const out = join(dir, `shifted${semitones}.wav`);
      await shiftPitch(processRunner, speech, out, semitones);
      const moved = semitonesBetween(own, await medianPitchHz(out));
      expect.soft(moved, `${semitones} semitones asked`).toBeGreaterThan(semitones - 1.5);
      expect.soft(moved, `${semitones} semitones asked`).toBeLessThan(semitones + 1.5);
      const [before, after] = await Promise.all([readWavInfo(speech), readWavInfo(out)]);
      expect(after).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: before.sampleRate });
      expect(Math.abs(after.durationSec - before.durationSec)).toBeLessThan(0.05);
    }
  });
});

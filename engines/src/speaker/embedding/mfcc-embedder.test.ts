import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { librivoxClips, tempDir } from '@speechdeck/testing';
import { cosineSimilarity } from '../cosine.ts';
import { MfccEmbedder } from './mfcc-embedder.ts';

const { dir, remove } = tempDir('mfcc-embedder');
afterAll(remove);
const embedder = new MfccEmbedder();
const whole = (wav: string) => embedder.embedPooled(wav, [{ start: 0, end: 8 }]);

/** A recording as a landline passes it: 300-3400 Hz, 8 kHz mu-law, back to 16 kHz. */
function throughTelephone(wav: string, name: string): string {
  const narrow = join(dir, `${name}.8k.wav`);
  const out = join(dir, `${name}.wav`);
  execFileSync('sox', ['-V1', '-D', wav, '-r', '8000', '-e', 'u-law', narrow, 'highpass', '300', 'lowpass', '3400']);
  execFileSync('sox', ['-V1', '-D', narrow, '-r', '16000', '-e', 'signed-integer', '-b', '16', out]);
  return out;
}

/** Another voice: espeak-ng reading for ~8 s, at 16 kHz. */
function espeakVoice(): string {
  const said = join(dir, 'espeak.22k.wav');
  const out = join(dir, 'espeak.wav');
  execFileSync('espeak-ng', ['-v', 'en-us+m3', '-w', said, 'The telephone line passes only the middle of a voice, from three hundred hertz to a little over three thousand, so the rest must go.']);
  execFileSync('sox', ['-V1', '-D', said, '-r', '16000', '-c', '1', '-e', 'signed-integer', '-b', '16', out]);
  return out;
}

describe('MfccEmbedder and telephone speech', () => {
  const [reader] = librivoxClips();

  it('marks speech that came through a telephone, and compares it with a clean voiceprint in the telephone band', async () => {
    const clean = await whole(reader!.wav);
    const phoned = await whole(throughTelephone(reader!.wav, 'reader'));
    const flag = embedder.dimension - 1;
    expect(clean[flag]).toBe(0);
    expect(phoned[flag]).toBeGreaterThan(0);
    const band = (embedder.dimension - 1) / 2;
    // The full band of a telephone clip resembles its own clean voice little; the telephone band does.
    const fullBand = cosineSimilarity(phoned.subarray(0, band), clean.subarray(0, band));
    const score = embedder.similarity(phoned, clean);
    expect(score).toBeGreaterThan(fullBand + 0.2);
    expect(score).toBeGreaterThan(embedder.similarity(phoned, await whole(espeakVoice())));
    // A clean probe is compared in the full band, as before.
    expect(embedder.similarity(clean, phoned)).toBeCloseTo(fullBand, 6);
  }, 30_000);
});

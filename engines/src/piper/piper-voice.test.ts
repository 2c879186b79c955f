import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError, readWavInfo, type ProcessRunner } from '@speechdeck/core/server';
import { ManifestModels } from '../models/manifest-models.ts';
import { PiperVoice } from './piper-voice.ts';

// The Piper runner with the installed voice (en_US joe, medium): our phonemes and ids against the
// voice's own config, and its speech. Skipped where the checkout has no models/installed (no
// `python3 scripts/install_models.py` yet).

const MODEL = 'piper-en-us-joe-medium';
const root = new URL('../../../', import.meta.url).pathname;
const models = (disabled = false) => new ManifestModels({ manifest: join(root, 'models/manifest.json'), dir: join(root, 'models/installed'), disabled });

/** espeak-ng run as the host runs it, without the host (the engine layer does not use the test kit). */
const processes: ProcessRunner = {
  run: (command, args) =>
    new Promise((settle) => {
      execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => settle({ exitCode: error ? Number(error.code ?? 1) || 1 : 0, stdout, stderr }));
    }),
  isInstalled: () => true,
  start: () => {
    throw new Error('not used');
  },
};
const tools = { processes, espeakBin: 'espeak-ng' };

const dir = mkdtempSync(join(tmpdir(), 'piper-voice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Root mean square of a 16-bit mono WAV's samples, 0 to 1. */
function rmsOf(wav: string, dataOffset: number): number {
  const bytes = readFileSync(wav).subarray(dataOffset);
  let sum = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) sum += (bytes.readInt16LE(i) / 32768) ** 2;
  return Math.sqrt(sum / (bytes.length / 2));
}

describe.skipIf(!models().has(MODEL))('the Piper voice en_US joe', () => {
  const voice = PiperVoice.load(models(), MODEL, tools);

  it('reads its config: 22050 Hz, espeak-ng en-us, Piper inference scales', async () => {
    const { config } = await voice;
    expect(config).toMatchObject({ sampleRate: 22050, espeakVoice: 'en-us', noiseScale: 0.667, lengthScale: 1, noiseW: 0.8 });
  });

  it('turns a word into the ids of its phonemes, padded and framed as Piper frames them', async () => {
    // "Hello." is `həlˈoʊ.` in espeak-ng: ^ _ h _ ə _ l _ ˈ _ o _ ʊ _ . _ $ in the voice's map.
    const joe = await voice;
    const expected = ['^', '_', 'h', '_', 'ə', '_', 'l', '_', 'ˈ', '_', 'o', '_', 'ʊ', '_', '.', '_', '$'].map((p) => joe.config.phonemeIds.get(p)![0]);
    expect(expected).toEqual([1, 0, 20, 0, 59, 0, 24, 0, 120, 0, 27, 0, 100, 0, 10, 0, 2]);
    expect(await joe.phonemeIds('Hello.', dir)).toEqual([expected]);
    // Two sentences are two runs of the model; the comma stays in the first, with a space after it.
    const [first, second] = await joe.phonemeIds('Hello, world. Bye!', dir);
    expect(second).toEqual([1, 0, 15, 0, 120, 0, 14, 0, 74, 0, 4, 0, 2]);
    expect(first!.join(' ')).toContain('8 0 3 0'); // `, ` after "hello"
    expect(first!.slice(-3)).toEqual([10, 0, 2]); // `.` and the end
  });

  it('says a sentence as a 22050 Hz mono WAV of speech: its length at a speaking pace, not silent, shorter when faster', async () => {
    const text = 'The north wind and the sun were disputing which was the stronger.';
    const wav = join(dir, 'north-wind.wav');
    const { durationSec } = await (await voice).synthesize(text, wav);
    const info = await readWavInfo(wav);
    expect(info).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(info.durationSec).toBeCloseTo(durationSec, 3);
    // Speech at a voice's pace: 10 to 25 characters a second.
    expect(durationSec).toBeGreaterThan(text.length / 25);
    expect(durationSec).toBeLessThan(text.length / 10);
    expect(rmsOf(wav, info.dataOffset)).toBeGreaterThan(0.05);

    const fast = await (await voice).synthesize(text, join(dir, 'north-wind-fast.wav'), { rate: 2 });
    expect(fast.durationSec / durationSec).toBeGreaterThan(0.4);
    // Half the length scale; the pauses between sentences keep their length, and each synthesis draws fresh noise.
    expect(fast.durationSec / durationSec).toBeLessThan(0.75);
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect((await voice).synthesize('Never said.', join(dir, 'never.wav'), { signal: controller.signal })).rejects.toThrow();
  });
});

describe('a Piper voice that is not installed', () => {
  it('answers 503 naming the model and the install command', async () => {
    const refused = await PiperVoice.load(models(true), MODEL, tools).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngineUnavailableError);
    expect(refused).toMatchObject({ statusCode: 503, message: expect.stringMatching(/piper-en-us-joe-medium.*install_models\.py/) });
  });
});

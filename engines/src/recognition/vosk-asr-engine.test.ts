import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { ffmpeg, librivoxClips, newChildProcesses, processRunner, tempDir, until, writeWav, writeWav8kClaim } from '@speechdeck/testing';
import { ManifestModels } from '../models/manifest-models.ts';
import { wordErrorRate } from '../scoring/word-error-rate.ts';
import { checkoutModels } from '../testing/checkout-models.ts';
import { VOSK_MODEL_ID } from '../vosk/vosk-model.ts';
import { VoskAsrEngine } from './vosk-asr-engine.ts';

/*
 * Vosk (vosk-model-small-en-us-0.15) as a batch recognizer, the model as the install put it in
 * models/installed, on the two LibriVox clips pocketsphinx's adapter test uses (0880 and 0920, 27
 * words). The floor: below 20 % WER (this model: 11.1 %, 3 of 27 words; pocketsphinx 22 % on the
 * same clips; a model that loads but decodes badly misses most of them); the whole evaluation set,
 * beside Whisper and pocketsphinx, is `pnpm bench recognition-quality`.
 */

const engine = new VoskAsrEngine({ processes: processRunner, models: checkoutModels(), size: 1 });
const workers = newChildProcesses('python');
const clips = librivoxClips().filter((clip) => /-(0880|0920)$/.test(clip.id));
const { dir, remove } = tempDir('vosk-asr');
afterAll(() => {
  engine.close();
  remove();
});

const needs = engine.installed ? '' : ' (skipped: the Vosk model or the models\' Python is not installed: python3 scripts/install_models.py)';

describe.skipIf(!engine.installed || clips.length < 2)(`VoskAsrEngine on two LibriVox clips${needs}`, () => {
  it('recognizes them below 20 % WER, lower case and unpunctuated, with word times and confidences inside each clip', async () => {
    let errors = 0;
    let words = 0;
    for (const clip of clips) {
      const progress: number[] = [];
      const transcript = await engine.transcribe(clip.wav, { language: 'en', onProgress: (f) => progress.push(f) });
      const { durationSec } = await readWavInfo(clip.wav);
      expect(transcript).toMatchObject({ language: 'en', engine: 'vosk:small-en-us-0.15' });
      // Bare words: the Punctuator restores casing and punctuation, as for pocketsphinx.
      expect(transcript.punctuated).toBeUndefined();
      expect(transcript.notice).toBeUndefined();
      expect(transcript.durationSec).toBeCloseTo(durationSec, 3);
      expect(progress.at(-1)).toBe(1);
      const score = wordErrorRate(clip.reference, transcript.segments.map((s) => s.text).join(' '));
      errors += score.errors;
      words += score.referenceWords;
      let previousEnd = 0;
      for (const segment of transcript.segments) {
        expect(segment.text).toBe(segment.words.map((w) => w.w).join(' '));
        expect(segment.start).toBe(segment.words[0]!.start);
        expect(segment.end).toBe(segment.words.at(-1)!.end);
        for (const word of segment.words) {
          expect(word.w).toMatch(/^[a-z']+$/);
          expect(word.start).toBeGreaterThanOrEqual(previousEnd - 0.001);
          expect(word.end).toBeGreaterThan(word.start);
          expect(word.end).toBeLessThanOrEqual(durationSec + 0.001);
          expect(word.conf).toBeGreaterThan(0);
          expect(word.conf).toBeLessThanOrEqual(1);
          previousEnd = word.end;
        }
      }
    }
    console.info(`Vosk small-en-us-0.15 WER over ${clips.length} LibriVox clips: ${((100 * errors) / words).toFixed(1)} % (${errors}/${words})`);
    expect(words).toBe(27);
    expect(errors / words).toBeLessThan(0.2);
  }, 60_000);

  it('answers an empty transcript for silence, and says so', async () => {
    const silent = writeWav(join(dir, 'silent.wav'), new Float32Array(16000 * 3));
    const transcript = await engine.transcribe(silent, { language: 'en' });
    expect(transcript).toMatchObject({ segments: [], durationSec: 3 });
    expect(transcript.notice).toMatch(/^No speech was recognized in 3\.0 s of audio/);
  }, 30_000);

  it('kills the worker at work when the request is aborted', async () => {
    const long = join(dir, 'long.wav');
    ffmpeg('-stream_loop', '5', '-i', clips[0]!.wav, '-c:a', 'pcm_s16le', long);
    const controller = new AbortController();
    const working = engine.transcribe(long, { language: 'en', signal: controller.signal });
    await until(() => workers().length === 1, { what: 'the worker', ms: 10_000 });
    setTimeout(() => controller.abort(new Error('client left')), 300);
    await expect(working).rejects.toThrow('client left');
    await until(() => workers().length === 0, { what: 'the worker to be gone', ms: 5000 });
  }, 30_000);
});

describe('VoskAsrEngine input and model', () => {
  it('refuses audio that is not 16 kHz mono, before running anything', async () => {
    await expect(engine.transcribe(writeWav8kClaim(join(dir, '8k.wav')), { language: 'en' })).rejects.toMatchObject({ statusCode: 400, code: 'BAD_MEDIA' });
  });

  it('answers 503 naming the model and the install command when the model is not installed', async () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const none = new ManifestModels({ manifest: join(root, 'models', 'manifest.json'), dir: join(dir, 'no-models') });
    const missing = new VoskAsrEngine({ processes: processRunner, models: none, size: 1 });
    expect(missing.installed).toBe(false);
    const wav = writeWav(join(dir, 'short.wav'), new Float32Array(1600));
    await expect(missing.transcribe(wav, { language: 'en' })).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(new RegExp(`^The model ${VOSK_MODEL_ID} \\(vosk\\) cannot load: .*Install it with python3 scripts/install_models\\.py`)),
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, librivoxClips, startTestHost, tempDir, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { checkoutModels, whisperInstalled } from '@speechdeck/engines/testing';
import { buildRecognitionConditions } from '../testing/index.ts';
import { wordErrorRate } from '@speechdeck/engines';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * Recognition's one real path end to end: recorded speech in over HTTP, the default English
 * engine's words out (Whisper tiny.en, as the install puts it in models/installed), and the floor
 * of the quality set: two LibriVox clips (3.0 s and 6.1 s, 27 words) with pink noise at 20 dB SNR,
 * recognized with voice activity detection (`vad=true`), the path with the most steps. The whole
 * set (all five clips under fourteen conditions, Whisper, Vosk and pocketsphinx side by side,
 * with and without vad) is `pnpm bench recognition-quality`; each engine's own floor, on the engine alone,
 * engines/src/whisper/whisper-recognizer.test.ts, engines/src/recognition/vosk-asr-engine.test.ts and
 * engines/src/recognition/pocketsphinx-engine.test.ts; a clean clip through the queue without vad,
 * stt-backends.test.ts. The routes themselves are tested with
 * a recognizer that answers at once (recognize-api.test.ts, engine-choice-api.test.ts).
 */

const models = checkoutModels();
const whisperReady = whisperInstalled(models);
const clips = librivoxClips().filter((clip) => /-(0880|0920)$/.test(clip.id));
const { dir, remove } = tempDir('recognition-quality');
let host: TestHost;
let token = '';
let userId = 0;

beforeAll(async () => {
  host = await startTestHost({ plugins: recognitionPlugins });
  ({ token, id: userId } = await confirmedUser(host, 'quality@example.com'));
});
afterAll(async () => {
  await host.close();
  remove();
});

async function recognize(file: string, query: string): Promise<RecognitionResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognize?${query}`, token, file);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as RecognitionResult;
}

describe.skipIf(!whisperReady)('POST /api/stt/recognize on real recorded speech, with the default engine (Whisper tiny.en)', () => {
  it('has the LibriVox clips of pocketsphinx-testdata to test with', () => {
    expect(clips.map((clip) => clip.reference.split(' ').length)).toEqual([8, 19]);
  });

  it('recognizes them under pink noise at 20 dB, with vad, below 20 % WER, with increasing word timings inside the file, and keeps the result', async () => {
    const [noisy] = await buildRecognitionConditions(dir, ['pink-20db'], clips);
    let errors = 0;
    let words = 0;
    for (const item of noisy!.items) {
      const result = await recognize(item.file, `language=en&vad=true&userId=${userId}`);
      expect(result).toMatchObject({ status: 'done', userId, fn: `${item.id}.wav`, language: 'en', engine: 'whisper:tiny.en', progress: 1, notes: [] });
      // Cased and punctuated by Whisper.
      expect(result.text).toMatch(/^[A-Z].*\.$/);
      expect(result.options.vad).toBe(true);
      const score = wordErrorRate(item.reference, result.text);
      errors += score.errors;
      words += score.referenceWords;
      const timings = result.segments.flatMap((s) => s.words);
      expect(timings.length).toBeGreaterThan(3);
      for (const [i, word] of timings.entries()) {
        expect(word.end).toBeGreaterThanOrEqual(word.start);
        expect(word.end).toBeLessThanOrEqual(result.duration + 0.05);
        if (i > 0) expect(word.start).toBeGreaterThanOrEqual(timings[i - 1]!.start);
        expect(word.w).not.toMatch(/[()<>[\]+♪]/);
      }
      const stored = await fetch(`${host.url}/api/stt/recognize/${result.processId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await stored.json()) as RecognitionResult).text).toBe(result.text);
    }
    // 11 % (3 of 27 words: "ill disposed" heard as "old-sposed", the reader's doubled "a" not written;
    // the same clean, docs/recognition.md). Below 20 % leaves two words of room, not pocketsphinx's 7 nor a broken path.
    console.info(`API recognition WER with vad, pink noise 20 dB, over ${clips.length} LibriVox clips: ${((100 * errors) / words).toFixed(1)}%`);
    expect(errors / words).toBeLessThan(0.2);
  });
});

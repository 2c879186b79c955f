import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSampleRange, readWavInfo } from '@speechdeck/core/server';
import type { Transcript } from './asr-engine.ts';
import { joinParts, librivoxClips, processRunner, tempDir, writeWav } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX, PocketsphinxEngine } from './pocketsphinx-engine.ts';
import { wordErrorRate } from './wer.ts';

const engine = new PocketsphinxEngine(processRunner);
const clips = librivoxClips();
const { dir, remove } = tempDir('pocketsphinx');
afterAll(remove);

/** Two at a time, as the host would bound it on this 2-core machine. */
async function transcribeAll(): Promise<{ reference: string; wav: string; transcript: Transcript; progress: number[] }[]> {
  const results: { reference: string; wav: string; transcript: Transcript; progress: number[] }[] = [];
  const queue = [...clips];
  await Promise.all(
    [0, 1].map(async () => {
      for (let clip = queue.shift(); clip; clip = queue.shift()) {
        const progress: number[] = [];
        const transcript = await engine.transcribe(clip.wav, { language: 'en', onProgress: (f) => progress.push(f) });
        results.push({ reference: clip.reference, wav: clip.wav, transcript, progress });
      }
    }),
  );
  return results;
}

describe.skipIf(clips.length === 0)('PocketsphinxEngine on the LibriVox clips of pocketsphinx-testdata', () => {
  const all = transcribeAll();

  it('recognizes them with a word error rate below 40%', async () => {
    let errors = 0;
    let words = 0;
    for (const { reference, transcript } of await all) {
      const result = wordErrorRate(reference, transcript.segments.map((s) => s.text).join(' '));
      errors += result.errors;
      words += result.referenceWords;
    }
    expect(words).toBe(71);
    // 35.2 % with pocketsphinx's defaults; a few ms of leading silence moves it between 32 and 38 % (docs/recognition.md).
    expect(errors / words).toBeLessThan(0.4);
  });

  it('gives increasing word timings inside the file, and no fillers or variant marks', async () => {
    for (const { wav, transcript, progress } of await all) {
      const { durationSec } = await readWavInfo(wav);
      expect(transcript).toMatchObject({ language: 'en', engine: 'pocketsphinx' });
      expect(transcript.durationSec).toBeCloseTo(durationSec, 3);
      expect(transcript.notice).toBeUndefined();
      const words = transcript.segments.flatMap((s) => s.words);
      expect(words.length).toBeGreaterThan(3);
      let previousEnd = 0;
      for (const word of words) {
        expect(word.start).toBeGreaterThanOrEqual(previousEnd);
        expect(word.end).toBeGreaterThan(word.start);
        expect(word.end).toBeLessThanOrEqual(durationSec);
        expect(word.conf).toBeGreaterThanOrEqual(0);
        expect(word.conf).toBeLessThanOrEqual(1);
        expect(word.w).toMatch(/^[a-z']+$/);
        previousEnd = word.end;
      }
      for (const segment of transcript.segments) {
        expect(segment.text).toBe(segment.words.map((w) => w.w).join(' '));
        expect(segment.text).not.toMatch(/<|>|\[|\]|\+\+|\(\d\)/);
      }
      expect(progress.at(-1)).toBe(1);
    }
  });

  it('makes one segment per utterance, with the pauses between them', async () => {
    const short = clips.filter((c) => /-(0880|0930)$/.test(c.id));
    const parts = await Promise.all(short.map(async (c) => ({ label: c.id, samples: await readSampleRange(c.wav, 0, 60) })));
    const placed = joinParts(join(dir, 'two.wav'), parts, 2);
    const transcript = await engine.transcribe(join(dir, 'two.wav'), { language: 'en' });
    expect(transcript.segments).toHaveLength(2);
    transcript.segments.forEach((segment, i) => {
      expect(segment.start).toBeGreaterThanOrEqual(placed[i]!.start);
      expect(segment.end).toBeLessThanOrEqual(placed[i]!.end + 0.1);
    });
  });

  it('answers an empty transcript for silence, and says so', async () => {
    const silent = writeWav(join(dir, 'silent.wav'), new Float32Array(16000 * 3));
    const transcript = await engine.transcribe(silent, { language: 'en' });
    expect(transcript.segments).toEqual([]);
    expect(transcript.durationSec).toBe(3);
    expect(transcript.notice).toMatch(/^No speech was recognized in 3\.0 s of audio/);
  });
});

describe.skipIf(clips.length === 0)('PocketsphinxEngine with a vocabulary', () => {
  it('offers its own model files, and recognizes with the vocabulary\'s model and dictionary instead', async () => {
    expect(engine.ownModels).toEqual({ lm: DEBIAN_POCKETSPHINX.lm, dict: DEBIAN_POCKETSPHINX.dict });
    // A model that knows only the words of the clip's reference: everything heard must be one of them.
    const clip = clips[0]!;
    const words = [...new Set(clip.reference.split(' '))];
    const pronunciations = new Map(readFileSync(DEBIAN_POCKETSPHINX.dict, 'utf8').split('\n').map((line) => [line.split(' ')[0], line] as const));
    const dict = join(dir, 'vocabulary.dict');
    writeFileSync(dict, `${words.map((w) => pronunciations.get(w)).filter(Boolean).join('\n')}\n`);
    const lm = join(dir, 'vocabulary.arpa');
    const p = (-Math.log10(words.length + 1)).toFixed(4);
    writeFileSync(lm, `\\data\\\nngram 1=${words.length + 2}\n\n\\1-grams:\n-99 <s>\n${p} </s>\n${words.map((w) => `${p} ${w}`).join('\n')}\n\n\\end\\\n`);

    const own = await engine.transcribe(clip.wav, { language: 'en' });
    const biased = await engine.transcribe(clip.wav, { language: 'en', vocabulary: { terms: words, pocketsphinx: { lm, dict } } });
    const heard = (t: Transcript) => t.segments.flatMap((s) => s.words.map((w) => w.w));
    expect(heard(own).some((w) => !words.includes(w))).toBe(true);
    expect(heard(biased).length).toBeGreaterThan(5);
    expect(heard(biased).every((w) => words.includes(w))).toBe(true);
  });
});

describe('PocketsphinxEngine input', () => {
  it('refuses audio that is not 16 kHz mono, before running anything', async () => {
    const wav = writeWav(join(dir, 'short.wav'), new Float32Array(1600));
    const bytes = readFileSync(wav);
    bytes.writeUInt32LE(8000, 24); // claim 8 kHz
    writeFileSync(join(dir, '8k.wav'), bytes);
    await expect(engine.transcribe(join(dir, '8k.wav'), { language: 'en' })).rejects.toMatchObject({ statusCode: 400, code: 'BAD_MEDIA' });
  });
});

describe('PocketsphinxEngine without its program', () => {
  it('answers 503 naming the packages', async () => {
    const missing = new PocketsphinxEngine(processRunner, { ...DEBIAN_POCKETSPHINX, bin: '/nonexistent/pocketsphinx_continuous' });
    const wav = writeWav(join(dir, 'short.wav'), new Float32Array(1600));
    await expect(missing.transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('apt-get install pocketsphinx pocketsphinx-en-us') });
  });
});

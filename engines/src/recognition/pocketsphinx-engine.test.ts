import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSampleRange, readWavInfo } from '@speechdeck/core/server';
import type { Transcript } from './asr-engine.ts';
import { joinParts, librivoxClips, processRunner, tempDir, writeWav, writeWav8kClaim } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX, PocketsphinxEngine } from './pocketsphinx-engine.ts';
import { wordErrorRate } from '../scoring/word-error-rate.ts';

const engine = new PocketsphinxEngine(processRunner);
/** Two LibriVox clips of pocketsphinx-testdata (3.0 s and 6.1 s, 27 words); all five under twelve conditions: `pnpm bench recognition-quality`. */
const clips = librivoxClips().filter((clip) => /-(0880|0920)$/.test(clip.id));
const { dir, remove } = tempDir('pocketsphinx');
afterAll(remove);

/** The two clips with 2 s of silence between them, transcribed once: the floor, the timings and the utterances are read from it. */
async function transcribeJoined() {
  const parts = await Promise.all(clips.map(async (c) => ({ label: c.id, samples: await readSampleRange(c.wav, 0, 60) })));
  const wav = join(dir, 'two.wav');
  const placed = joinParts(wav, parts, 2);
  const progress: number[] = [];
  const transcript = await engine.transcribe(wav, { language: 'en', onProgress: (f) => progress.push(f) });
  return { wav, placed, transcript, progress };
}
let joinedRun: ReturnType<typeof transcribeJoined> | undefined;
const joined = () => (joinedRun ??= transcribeJoined());

describe.skipIf(clips.length === 0)('PocketsphinxEngine on two LibriVox clips of pocketsphinx-testdata, 2 s apart', () => {
  it('recognizes them with a word error rate below 40%', async () => {
    const { transcript } = await joined();
    const result = wordErrorRate(clips.map((c) => c.reference).join(' '), transcript.segments.map((s) => s.text).join(' '));
    expect(result.referenceWords).toBe(27);
    // 22 % with pocketsphinx's defaults (35.2 % over all five clips, docs/recognition.md): 40 % leaves room for a few ms of leading silence, not for a broken engine.
    expect(result.errors / result.referenceWords).toBeLessThan(0.4);
  });

  it('gives increasing word timings inside the file, and no fillers or variant marks', async () => {
    const { wav, transcript, progress } = await joined();
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
  });

  it('makes one segment per utterance, with the pauses between them', async () => {
    const { placed, transcript } = await joined();
    expect(transcript.segments).toHaveLength(2);
    transcript.segments.forEach((segment, i) => {
      expect(segment.start).toBeGreaterThanOrEqual(placed[i]!.start);
      expect(segment.end).toBeLessThanOrEqual(placed[i]!.end + 0.1);
    });
  });
});

describe('PocketsphinxEngine on silence', () => {
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

    const biased = await engine.transcribe(clip.wav, { language: 'en', vocabulary: { terms: words, pocketsphinx: { lm, dict } } });
    const heard = (t: Transcript) => t.segments.flatMap((s) => s.words.map((w) => w.w));
    // With its own model, the same clip (the first utterance of the two above) is heard with words outside its reference.
    const own = (await joined()).transcript.segments[0]!.words.map((w) => w.w);
    expect(own.some((w) => !words.includes(w))).toBe(true);
    expect(heard(biased).length).toBeGreaterThan(5);
    expect(heard(biased).every((w) => words.includes(w))).toBe(true);
  });
});

describe('PocketsphinxEngine input', () => {
  it('refuses audio that is not 16 kHz mono, before running anything', async () => {
    await expect(engine.transcribe(writeWav8kClaim(join(dir, '8k.wav')), { language: 'en' })).rejects.toMatchObject({ statusCode: 400, code: 'BAD_MEDIA' });
  });
});

describe('PocketsphinxEngine without its program', () => {
  it('answers 503 naming the packages', async () => {
    const missing = new PocketsphinxEngine(processRunner, { ...DEBIAN_POCKETSPHINX, bin: '/nonexistent/pocketsphinx_continuous' });
    const wav = writeWav(join(dir, 'short.wav'), new Float32Array(1600));
    await expect(missing.transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('apt-get install pocketsphinx pocketsphinx-en-us') });
  });
});

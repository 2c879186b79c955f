import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo, SAMPLE_RATE } from '@speechdeck/core/server';
import { joinParts, librivoxClips, samplesOf, tempDir, until } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { wordErrorRate } from '../scoring/word-error-rate.ts';
import type { Utterance } from './live-recognizer.ts';
import { PocketsphinxStream } from './pocketsphinx-stream.ts';

/*
 * The live recognizer itself, without a session: Debian's pocketsphinx on two LibriVox sentences
 * ("he was not an ill disposed young man", "he might even have been made amiable himself"), the
 * first after 0.2 s, a pause of 0.8 s between them (a final needs 0.5 s of silence). Each second of
 * audio costs the two decoders about a second of CPU, so the audio is short.
 */
const { dir, remove } = tempDir('live-stream');
/** 16 kHz mono 16-bit PCM, as live sessions stream it. */
const LIVE_BYTES_PER_SECOND = SAMPLE_RATE * 2;
const speech = join(dir, 'two-sentences.wav');
let pcm: Buffer = Buffer.alloc(0);
/** What the first sentence says. */
let reference = '';
/** Where the pause between the sentences ends, in bytes of the stream. */
let secondStarts = 0;

beforeAll(async () => {
  const clips = librivoxClips().filter((clip) => /0880|0930/.test(clip.id));
  const parts = [];
  for (const clip of clips) parts.push({ label: clip.id, samples: await samplesOf(clip.wav) });
  const placed = joinParts(speech, parts, 0.8, 0.2);
  reference = clips[0]!.reference;
  const info = await readWavInfo(speech);
  pcm = (await readFile(speech)).subarray(info.dataOffset, info.dataOffset + info.frames * 2);
  secondStarts = Math.floor(placed[1]!.start * 10) * (LIVE_BYTES_PER_SECOND / 10);
});
afterAll(remove);

/** A stream on the real model, and what it told, in order. */
function started() {
  const told: ({ type: 'partial'; text: string } | ({ type: 'final' } & Utterance))[] = [];
  const failures: Error[] = [];
  const stream = new PocketsphinxStream(DEBIAN_POCKETSPHINX, {
    partial: ({ text }) => told.push({ type: 'partial', text }),
    final: (utterance) => told.push({ type: 'final', ...utterance }),
    failed: (error) => failures.push(error),
  });
  stream.start();
  /** Sends audio in 0.1 s frames, as the session does, as fast as the pipe takes it. */
  const push = (audio: Buffer) => {
    const frame = LIVE_BYTES_PER_SECOND / 10;
    for (let offset = 0; offset < audio.length; offset += frame) stream.push(audio.subarray(offset, offset + frame));
  };
  const finals = () => told.flatMap((m) => (m.type === 'final' ? [m] : []));
  return { stream, told, failures, push, finals };
}

describe.skipIf(librivoxClips().length === 0)('PocketsphinxStream (real pocketsphinx)', () => {
  it('tells the partial words of an utterance, its final once its pause is heard while the stream goes on, and at the end the words of one still open', async () => {
    const { stream, told, failures, push, finals } = started();
    push(pcm.subarray(0, secondStarts));
    // The first sentence and its pause: its final comes with no more audio and no end of the stream.
    await until(() => finals().length >= 1, { what: 'the final of the first sentence', ms: 30_000, every: 20 });
    const firstFinal = told.findIndex((m) => m.type === 'final');
    expect(told.slice(0, firstFinal).some((m) => m.type === 'partial' && m.text.length > 0)).toBe(true);
    expect(finals()).toHaveLength(1);
    expect(wordErrorRate(reference, finals()[0]!.text).wer).toBeLessThan(0.5);

    // Then 1.2 s into the second sentence ("he might even ..."), and the end of the stream with no
    // pause after it: the words so far are the last final.
    push(pcm.subarray(secondStarts, secondStarts + 32_000 * 1.2));
    await stream.finish();
    expect(failures).toEqual([]);
    const all = finals();
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toMatch(/^he might/);
    for (const final of all) {
      expect(final.words.length).toBeGreaterThan(0);
      expect(final.end).toBeGreaterThan(final.start);
    }
    // Times count from the stream's first sample: the second sentence starts after the pause.
    expect(all[1]!.start).toBeGreaterThanOrEqual(all[0]!.end);
    expect(all[1]!.words[0]!.start).toBeGreaterThan(secondStarts / LIVE_BYTES_PER_SECOND - 0.3);
  }, 60_000);
});

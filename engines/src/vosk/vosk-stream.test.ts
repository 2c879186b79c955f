import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError, readWavInfo } from '@speechdeck/core/server';
import { wordErrorRate } from '../scoring/word-error-rate.ts';
import { joinParts, librivoxClips, processRunner, samplesOf, tempDir, until } from '@speechdeck/testing';
import { readFile } from 'node:fs/promises';
import { ManifestModels } from '../models/manifest-models.ts';
import { loadVosk, voskInstalled, type VoskRuntime } from './vosk-model.ts';
import { VoskStream } from './vosk-stream.ts';
import type { VoskUtterance } from './vosk-utterance.ts';

/*
 * The installed Vosk model (models/installed, scripts/install_models.py) on two LibriVox sentences
 * ("he was not an ill disposed young man", "he might even have been made amiable himself"), 0.8 s
 * apart: Vosk closes an utterance after 0.5 s of silence. A broken model or feature pipeline gets
 * nearly every word wrong; this small model gets 2 of the 16 (WER floor 30 %).
 */
const root = new URL('../../../', import.meta.url).pathname;
const models = new ManifestModels({ manifest: join(root, 'models/manifest.json'), dir: join(root, 'models/installed') });
const clips = librivoxClips().filter((clip) => /0880|0930/.test(clip.id));
const { dir, remove } = tempDir('vosk-stream');
let pcm = Buffer.alloc(0);
/** Where the pause between the sentences ends, in bytes (whole 0.1 s frames). */
let secondStarts = 0;
let runtime: VoskRuntime;

beforeAll(async () => {
  if (clips.length < 2 || !voskInstalled(models)) return;
  const wav = join(dir, 'two-sentences.wav');
  const placed = joinParts(wav, await Promise.all(clips.map(async (clip) => ({ label: clip.id, samples: await samplesOf(clip.wav) }))), 0.8, 0.2);
  const info = await readWavInfo(wav);
  pcm = (await readFile(wav)).subarray(info.dataOffset, info.dataOffset + info.frames * 2);
  secondStarts = Math.floor(placed[1]!.start * 10) * 3200;
  runtime = await loadVosk(models, processRunner);
});
afterAll(remove);

/** Sends audio in 0.1 s frames as the live session does, as fast as the pipe takes it. */
function push(stream: VoskStream, audio: Buffer): void {
  for (let offset = 0; offset < audio.length; offset += 3200) stream.push(audio.subarray(offset, offset + 3200));
}

describe.skipIf(clips.length < 2 || !voskInstalled(models))('VoskStream (the installed model)', () => {
  it('tells partial words while a sentence is heard, its final at its pause while the stream goes on, and the open one at the end', async () => {
    const told: ({ type: 'partial' | 'final' } & VoskUtterance)[] = [];
    const failures: Error[] = [];
    const stream = await VoskStream.open(runtime, {
      partial: (open) => told.push({ type: 'partial', ...open }),
      final: (utterance) => told.push({ type: 'final', ...utterance }),
      failed: (error) => failures.push(error),
    });
    expect(stream.loadSeconds).toBeGreaterThan(0);
    const finals = () => told.filter((m) => m.type === 'final');

    push(stream, pcm.subarray(0, secondStarts));
    await until(() => finals().length >= 1, { what: 'the final of the first sentence', ms: 30_000, every: 20 });
    const first = told.findIndex((m) => m.type === 'final');
    expect(told.slice(0, first).some((m) => m.type === 'partial' && m.words.length > 0)).toBe(true);

    // The second sentence, and the end of the stream with no pause after it: its words are the last final.
    push(stream, pcm.subarray(secondStarts));
    await stream.finish();
    expect(failures).toEqual([]);
    const [one, two, ...more] = finals();
    expect(more).toEqual([]);
    expect(wordErrorRate(`${clips[0]!.reference} ${clips[1]!.reference}`, `${one!.text} ${two!.text}`).wer).toBeLessThan(0.3);
    // Word times count from the stream's first sample, across utterances.
    expect(two!.words[0]!.start).toBeGreaterThan(secondStarts / 32_000 - 0.3);
    for (const final of [one!, two!]) {
      expect(final.start).toBe(final.words[0]!.start);
      expect(final.end).toBe(final.words.at(-1)!.end);
      expect(final.words.every((w) => w.end > w.start && w.conf > 0 && w.conf <= 1)).toBe(true);
    }
  }, 60_000);

  it('answers 503 with the worker\'s reason when the model cannot load', async () => {
    const opened = VoskStream.open({ ...runtime, modelDir: join(dir, 'no-model-here') }, { partial: () => {}, final: () => {}, failed: () => {} });
    await expect(opened).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(opened).rejects.toThrow(/Vosk could not start \(.*could not load the model/s);
  }, 30_000);
});

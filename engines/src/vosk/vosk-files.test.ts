import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wordErrorRate } from '../scoring/word-error-rate.ts';
import { librivoxClips, processRunner } from '@speechdeck/testing';
import { ManifestModels } from '../models/manifest-models.ts';
import { phraseHits } from './phrase-hits.ts';
import { VoskFiles } from './vosk-files.ts';
import { loadVosk, voskInstalled } from './vosk-model.ts';

/*
 * Vosk on a whole file, in one worker of the pool: a LibriVox clip ("and mister john dashwood had
 * then leisure to consider how much there might be prudently in his power to do for them", 7 s)
 * with the model's language model (this model gets every word; a broken one most of them wrong),
 * then with a grammar of keywords, which hears only them (and says which words it cannot hear).
 */
const root = new URL('../../../', import.meta.url).pathname;
const models = new ManifestModels({ manifest: join(root, 'models/manifest.json'), dir: join(root, 'models/installed') });
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'));
let files: VoskFiles | undefined;
afterAll(() => files?.close());

describe.skipIf(!clip || !voskInstalled(models))('VoskFiles (the installed model)', () => {
  it('recognizes a file with word times and confidences, and with a grammar hears only its phrases', async () => {
    files = new VoskFiles(await loadVosk(models, processRunner), 1);
    const transcript = await files.transcribe(clip!.wav);
    const words = transcript.segments.flatMap((u) => u.words);
    expect(wordErrorRate(clip!.reference, words.map((w) => w.w).join(' ')).wer).toBeLessThan(0.2);
    expect(transcript.durationSec).toBeCloseTo(7.1, 0);
    expect(words.every((w, i) => w.end > w.start && (i === 0 || w.start >= words[i - 1]!.end - 0.001))).toBe(true);

    const phrases = ['john dashwood', 'prudently', 'elephant', 'speechdeck'];
    const spotted = await files.transcribe(clip!.wav, { grammar: phrases });
    const heard = spotted.segments.flatMap((u) => u.words);
    expect(heard.map((w) => w.w).filter((w) => w !== '[unk]')).toEqual(['john', 'dashwood', 'prudently']);
    expect(phraseHits(heard, phrases).map(({ phrase }) => phrase)).toEqual(['john dashwood', 'prudently']);
    // A made-up word is not in the model's vocabulary: Vosk cannot hear it, and says so.
    expect(await files.unknownWords(['dashwood', 'speechdeck'])).toEqual(['speechdeck']);
  }, 60_000);
});

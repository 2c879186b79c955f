import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinParts, librivoxClips, processRunner, samplesOf, tempDir } from '@speechdeck/testing';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import type { KeyphraseHit } from './keyphrase-output.ts';
import { defaultLogThreshold } from './keyword-calibration.ts';
import { KeyphraseSearch, type Keyphrase } from './keyphrase-search.ts';

const work = tempDir('kws-pieces');
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'))!;
const phrases: Keyphrase[] = [
  { phrase: 'dashwood', logThreshold: defaultLogThreshold(6) },
  { phrase: 'prudently', logThreshold: defaultLogThreshold(9) },
];
/**
 * Where the keywords are in the clip, by a search of the clip alone (one piece). The engine layer
 * has no forced aligner (the kws service's evaluation has one): whether a hit lies where the word is
 * said is checked against it there (plugins/kws/src/server/spot-api.test.ts); here, that cutting moves no hit and doubles none.
 */
let words: KeyphraseHit[] = [];
afterAll(work.remove);

beforeAll(async () => {
  words = await new KeyphraseSearch(processRunner, DEBIAN_POCKETSPHINX).search(clip.wav, phrases, { dictionary: DEBIAN_POCKETSPHINX.dict, workDir: work.dir });
});

/*
 * A long file is searched in pieces (180 s, overlapping 5 s), one pocketsphinx run each. The same
 * cutting, in pieces of 12 s overlapping by the same 5 s, on the clip said three times (24 s): both
 * overlaps hold a "dashwood", which the pieces on either side find.
 */
describe.skipIf(librivoxClips().length === 0)('KeyphraseSearch on a file longer than a piece (real pocketsphinx)', () => {
  it('finds each said occurrence once, where it is said, across the overlapping pieces, and reports progress per piece', async () => {
    const long = join(work.dir, 'three-times.wav');
    const samples = await samplesOf(clip.wav);
    const placed = joinParts(long, Array.from({ length: 3 }, (_, i) => ({ samples, label: String(i) })), 0.9);
    const at = (w: string) => words.find((word) => word.keyword === w)!;
    const pieces = { seconds: 12, overlapSeconds: 5 };
    const overlaps = [1, 2].map((i) => [i * 7, i * 7 + 5] as const);
    const inOverlap = (w: string) => placed.filter((part) => overlaps.some(([from, to]) => part.start + at(w).start > from && part.start + at(w).end < to));
    // Found by two pieces each: both overlaps hold a dashwood.
    expect(inOverlap('dashwood')).toHaveLength(2);

    const search = new KeyphraseSearch(processRunner, DEBIAN_POCKETSPHINX, pieces);
    const progress: number[] = [];
    const hits = await search.search(long, phrases, { dictionary: DEBIAN_POCKETSPHINX.dict, workDir: work.dir, onProgress: (fraction) => progress.push(fraction) });

    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    for (const keyword of ['dashwood', 'prudently']) {
      const expected = placed.map((part) => part.start + at(keyword).start);
      const found = hits.filter((hit) => hit.keyword === keyword).map((hit) => hit.start);
      // Every repetition found once, where the clip alone has it; none twice where the pieces overlap.
      expect(found.length, `${keyword}: ${found.join(', ')}`).toBe(expected.length);
      found.forEach((start, i) => expect(Math.abs(start - expected[i]!), `${keyword} #${i}`).toBeLessThan(0.3));
    }
    expect(hits.map((hit) => hit.start)).toEqual([...hits.map((hit) => hit.start)].sort((a, b) => a - b));
  }, 60_000);
});

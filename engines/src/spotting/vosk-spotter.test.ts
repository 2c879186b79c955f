import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineUnavailableError } from '@speechdeck/core/server';
import { librivoxClips, processRunner, tempDir } from '@speechdeck/testing';
import { ManifestModels } from '../models/manifest-models.ts';
import { DEBIAN_POCKETSPHINX } from '../recognition/pocketsphinx-engine.ts';
import { EspeakPronouncer } from '../recognition/pronunciation/espeak-pronouncer.ts';
import { loadVosk, voskInstalled } from '../vosk/vosk-model.ts';
import type { PreparedSearch } from './keyword-spotter.ts';
import { PocketsphinxSpotter } from './pocketsphinx-spotter.ts';
import { VoskSpotter } from './vosk-spotter.ts';

/*
 * Which engine searches which keyword, on a LibriVox clip ("and mister john dashwood had then leisure
 * to consider how much there might be prudently in his power to do for them") with the installed
 * Vosk model: Vosk the keywords its vocabulary has, pocketsphinx (here a stand-in that says what it
 * was asked) a made-up word and a keyword asked with a threshold; pocketsphinx everything when Vosk
 * cannot load. The real pocketsphinx search: keyphrase-search.test.ts; both through the API: plugins/kws/src/server/spot-api.test.ts.
 */
const root = new URL('../../../', import.meta.url).pathname;
const models = new ManifestModels({ manifest: join(root, 'models/manifest.json'), dir: join(root, 'models/installed') });
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'));
const work = tempDir('vosk-spotter');
const pronouncer = new EspeakPronouncer(processRunner, { dictionary: DEBIAN_POCKETSPHINX.dict, language: 'en', espeakVoice: 'en-us' });
const real = new PocketsphinxSpotter(processRunner, DEBIAN_POCKETSPHINX, pronouncer);
/** What the stand-in was asked to search. */
const asked: string[][] = [];
const pocketsphinx = Object.assign(Object.create(real) as PocketsphinxSpotter, {
  spot: async (_wav: string, search: PreparedSearch) => {
    asked.push(search.phrases.map((p) => p.keyword));
    return search.keywords.map(({ keyword }) => ({ keyword, start: 0, end: 0.5, score: 0.5 }));
  },
});
const spotters: VoskSpotter[] = [];
afterAll(() => {
  spotters.forEach((s) => s.close());
  work.remove();
});

describe.skipIf(!clip || !voskInstalled(models))('VoskSpotter (the installed model)', () => {
  it('finds with Vosk the keywords its vocabulary has, and leaves to pocketsphinx a made-up word and a keyword with a threshold', async () => {
    const spotter = new VoskSpotter(() => loadVosk(models, processRunner), pocketsphinx, 'en');
    spotters.push(spotter);
    expect(spotter.languages).toEqual(['en']);
    const search = await spotter.prepare([{ keyword: 'dashwood' }, { keyword: 'in his power' }, { keyword: 'elephant' }, { keyword: 'speechdeck' }, { keyword: 'man', threshold: 1e-30 }], 'en');
    asked.length = 0;
    const hits = await spotter.spot(clip!.wav, search, { workDir: work.dir });
    expect(asked).toEqual([['speechdeck', 'man']]);
    const byVosk = hits.filter((hit) => hit.end > 0.5);
    expect(byVosk.map((hit) => hit.keyword)).toEqual(['dashwood', 'in his power']);
    expect(byVosk.every((hit) => hit.score > 0.5 && hit.score <= 1)).toBe(true);
    expect(byVosk[0]!.start).toBeCloseTo(1.0, 0);
  }, 60_000);

  it('leaves the whole search to pocketsphinx when Vosk cannot load', async () => {
    const refused = () => Promise.reject(new EngineUnavailableError('The model vosk-small-en-us was refused.', 503));
    const spotter = new VoskSpotter(refused, pocketsphinx, 'en');
    const search = await spotter.prepare([{ keyword: 'dashwood' }, { keyword: 'elephant' }], 'en');
    asked.length = 0;
    await spotter.spot(clip!.wav, search, { workDir: work.dir });
    expect(asked).toEqual([['dashwood', 'elephant']]);
  }, 30_000);
});

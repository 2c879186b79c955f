import { createServerPlugin, readMono16kInfo, type ServerPlugin } from '@speechdeck/core/server';
import { pocketsphinxRef, pronouncerRef, type PocketsphinxConfig, type Pronouncer } from '@speechdeck/engines/recognition';
import { PocketsphinxSpotter, type KeywordSpotter, type PreparedKeyword, type PreparedSearch, type SpotOptions, type SpottedHit } from '@speechdeck/engines/spotting';
import { processRunner } from '@speechdeck/testing';

/** Where the fake hears each keyword: seconds from the start of the recording, one hit per entry. */
export type SaidAt = Readonly<Record<string, readonly number[]>>;

export interface FakeSpotter {
  /** Override `keywordSpotterRef` with it. */
  spotter: KeywordSpotter;
  /** Add it to the host's plugins: it hands the fake the host's own pronouncer and pocketsphinx settings. */
  plugin: ServerPlugin;
  /** What the fake hears, changeable between calls (default: every keyword once, at 1 s). */
  said: SaidAt | null;
  /** When set, the next searches fail with it (an engine that broke on the audio). */
  failWith: Error | null;
  /** The recordings it searched (16 kHz mono WAVs, as the host hands them over): their length, and the keywords as prepared. */
  searched: { seconds: number; keywords: PreparedKeyword[] }[];
}

/**
 * A keyword spotter for route tests: it prepares keywords exactly as the real one does (the host's
 * pronouncer, so an unsayable word or an unserved language is the same 422), but answers the search
 * at once with the hits it is told to hear, each 0.5 s long, scored 0.9, inside the recording. Like
 * the real one it takes only a 16 kHz mono WAV, reports progress and stops when its signal aborts.
 */
export function fakeSpotter(): FakeSpotter {
  let real: PocketsphinxSpotter | undefined;
  const ready = () => {
    if (!real) throw new Error('the fake spotter needs its plugin on the host');
    return real;
  };
  const fake: FakeSpotter = {
    said: null,
    failWith: null,
    searched: [],
    plugin: createServerPlugin({
      id: 'kws-fake-spotter',
      register(env) {
        env.registerInit({
          deps: { pocketsphinx: pocketsphinxRef, pronouncer: pronouncerRef },
          init: ({ pocketsphinx, pronouncer }: { pocketsphinx: PocketsphinxConfig; pronouncer: Pronouncer }) => void (real = new PocketsphinxSpotter(processRunner, pocketsphinx, pronouncer)),
        });
      },
    }),
    spotter: {
      id: 'pocketsphinx',
      get languages() {
        return ready().languages;
      },
      prepare: (keywords, language) => ready().prepare(keywords, language),
      async spot(wav: string, search: PreparedSearch, options: SpotOptions): Promise<SpottedHit[]> {
        options.signal?.throwIfAborted();
        const { durationSec } = await readMono16kInfo(wav);
        fake.searched.push({ seconds: durationSec, keywords: [...search.keywords] });
        options.onProgress?.(0.5);
        if (fake.failWith) throw fake.failWith;
        const hits = search.keywords.flatMap(({ keyword }) =>
          (fake.said ? (fake.said[keyword] ?? []) : [1]).filter((start) => start + 0.5 <= durationSec).map((start) => ({ keyword, start, end: start + 0.5, score: 0.9 })),
        );
        options.signal?.throwIfAborted();
        options.onProgress?.(1);
        return hits.sort((a, b) => a.start - b.start);
      },
    },
  };
  return fake;
}

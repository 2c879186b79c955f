import { EngineUnavailableError } from '@speechdeck/core/server';
import { phraseHits } from '../vosk/phrase-hits.ts';
import { VoskFiles } from '../vosk/vosk-files.ts';
import type { VoskRuntime } from '../vosk/vosk-model.ts';
import type { KeywordRequest, KeywordSpotter, PreparedSearch, SpotOptions, SpottedHit } from './keyword-spotter.ts';
import type { PocketsphinxSpotter } from './pocketsphinx-spotter.ts';

/** Of the progress, what Vosk's pass stands for when pocketsphinx searches the rest after it. */
const VOSK_SHARE = 0.7;
/** Vosk processes at most (~200 MB each at work), as many as the host's default job slots: more searches wait for one. */
const VOSK_PROCESSES = 2;

/**
 * Keyword spotting with Vosk where it measured better than pocketsphinx's keyphrase search (README,
 * "Vosk or pocketsphinx"): the recording recognized with Vosk's whole vocabulary and each keyword
 * looked for among its words, a hit scored by its least sure word's confidence. pocketsphinx keeps
 * what Vosk cannot do: keywords with a word Vosk's model lacks (a made-up name: pocketsphinx says it
 * with a made pronunciation) and keywords asked for with a threshold (pocketsphinx's, which Vosk has
 * no counterpart of). Keywords are prepared by pocketsphinx as before (the same pronunciations,
 * thresholds and refusals), so a search reads the same whichever engine finds its hits. Vosk that
 * cannot start (its model refused by its hash, its Python gone) leaves the whole search to pocketsphinx.
 */
export class VoskSpotter implements KeywordSpotter {
  readonly id = 'vosk';
  readonly languages: readonly string[];
  private files: Promise<VoskFiles> | undefined;

  constructor(
    /** The installed model and its Python (loadVosk), asked for at the first search. */
    private readonly load: () => Promise<VoskRuntime>,
    private readonly pocketsphinx: PocketsphinxSpotter,
    /** Vosk's model's language. */
    language: string,
  ) {
    this.languages = pocketsphinx.languages.filter((served) => served === language);
  }

  /** Stops Vosk's processes (the host is closing). */
  close(): void {
    void this.files?.then((files) => files.close(), () => undefined);
  }

  prepare(keywords: readonly KeywordRequest[], language: string): Promise<PreparedSearch> {
    return this.pocketsphinx.prepare(keywords, language);
  }

  async spot(wavPath: string, search: PreparedSearch, options: SpotOptions): Promise<SpottedHit[]> {
    const asked = search.keywords.filter((k) => k.defaultThreshold).map((k) => k.keyword);
    let files: VoskFiles;
    let unknown: Set<string>;
    try {
      files = await this.vosk();
      unknown = new Set(await files.unknownWords([...new Set(asked.flatMap((keyword) => keyword.split(' ')))]));
    } catch (error) {
      if (!(error instanceof EngineUnavailableError)) throw error;
      return this.pocketsphinx.spot(wavPath, search, options);
    }
    const heard = asked.filter((keyword) => !keyword.split(' ').some((word) => unknown.has(word)));
    const rest = search.keywords.filter((k) => !heard.includes(k.keyword));
    const share = rest.length > 0 ? VOSK_SHARE : 1;
    const hits: SpottedHit[] = [];
    if (heard.length > 0) {
      const transcript = await files.transcribe(wavPath, { signal: options.signal, onProgress: (fraction) => options.onProgress?.(share * fraction) });
      const words = transcript.segments.flatMap((segment) => segment.words);
      hits.push(...phraseHits(words, heard).map(({ phrase, start, end, conf }) => ({ keyword: phrase, start, end, score: conf })));
    }
    if (rest.length > 0) {
      const others = new Set(rest.map((k) => k.keyword));
      const narrowed = { ...search, keywords: rest, phrases: search.phrases.filter((p) => others.has(p.keyword)) };
      hits.push(...(await this.pocketsphinx.spot(wavPath, narrowed, { ...options, onProgress: (fraction) => options.onProgress?.(share + (1 - share) * fraction) })));
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  private vosk(): Promise<VoskFiles> {
    if (!this.files) {
      const files = this.load().then((runtime) => new VoskFiles(runtime, VOSK_PROCESSES));
      // A model refused now may be reinstalled: the next search tries again.
      files.catch(() => (this.files = undefined));
      this.files = files;
    }
    return this.files;
  }
}

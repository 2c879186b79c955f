/**
 * The keyword spotters of the engine layer (keywordSpotterRef). Input is a 16 kHz mono WAV
 * (AudioTools.toWav16kMono); times are seconds from its start; aborting stops any child process.
 */

/** A keyword as asked for: lower case, words separated by single spaces (the contract normalizes it). */
export interface KeywordRequest {
  keyword: string;
  /** pocketsphinx's threshold (e.g. 1e-20): lower finds more, and more wrongly; the default depends on the keyword's length. */
  threshold?: number;
}

/** A keyword ready to search: how it is said and the threshold it is searched with. */
export interface PreparedKeyword {
  keyword: string;
  threshold: number;
  /** True when no threshold was asked for and the calibrated one for its length is used. */
  defaultThreshold: boolean;
  /** Phones of its first pronunciation: what the default threshold and the score go by. */
  phones: number;
  /** 'generated' when a word of it is in no dictionary and espeak-ng's phonemes were mapped onto the recognizer's. */
  pronunciation: 'dictionary' | 'generated';
}

/** One pronunciation of a keyword, searched as its own phrase with its own threshold. */
export interface SearchedPhrase {
  /** In the dictionary's words: `refund(2)` is the second pronunciation of "refund". */
  phrase: string;
  keyword: string;
  phones: number;
  logThreshold: number;
}

/** What prepare() made of the keywords, handed to spot(). */
export interface PreparedSearch {
  language: string;
  keywords: readonly PreparedKeyword[];
  phrases: readonly SearchedPhrase[];
  /** Words of the keywords that are in no dictionary, whose made pronunciations the search needs. */
  generatedWords: readonly string[];
}

export interface SpottedHit {
  keyword: string;
  start: number;
  end: number;
  /** 0..1: see keyword-calibration.ts. */
  score: number;
}

export interface SpotOptions {
  /** An empty folder of the caller's for the spotter's files; the caller removes it. */
  workDir: string;
  signal?: AbortSignal;
  /** Fraction of the audio searched, 0..1. */
  onProgress?: (fraction: number) => void;
}

export interface KeywordSpotter {
  readonly id: string;
  /** Languages it spots in (ISO 639-1). */
  readonly languages: readonly string[];
  /**
   * Pronunciations and thresholds of the keywords, before any audio is touched. Throws a 422
   * HttpError for a language it does not serve or a keyword it cannot pronounce, naming them.
   */
  prepare(keywords: readonly KeywordRequest[], language: string): Promise<PreparedSearch>;
  /** The hits in time order, each scored. */
  spot(wav16kMonoPath: string, search: PreparedSearch, options: SpotOptions): Promise<SpottedHit[]>;
  /** Stops the processes it keeps (the host is closing). */
  close?(): void;
}

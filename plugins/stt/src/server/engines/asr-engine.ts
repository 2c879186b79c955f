/**
 * The recognizers this plugin provides (asrRef) to recognition and to the services to come that
 * recognize too (medical terms, keyword spotting, the live workspace). Input is a 16 kHz mono WAV
 * (AudioTools.toWav16kMono); times are seconds from its start; aborting stops any child process.
 */

export interface RecognizedWord {
  w: string;
  start: number;
  end: number;
  /** 0..1 where the engine gives one. */
  conf?: number;
}

/** One utterance as the engine delimited it (pocketsphinx: between pauses; OpenAI: its segments). */
export interface RecognizedSegment {
  start: number;
  end: number;
  /** The words as recognized: lower case and unpunctuated for pocketsphinx (see Punctuator). */
  text: string;
  /** Empty when the engine gives no word timings. */
  words: RecognizedWord[];
}

export interface Transcript {
  /** The language recognized (the requested one, or what the engine detected). */
  language: string;
  durationSec: number;
  segments: RecognizedSegment[];
  /** Id of the engine that produced it, e.g. 'pocketsphinx', 'openai:whisper-1'. */
  engine: string;
  /** Set when the result needs saying, e.g. an empty transcript: 'No speech was recognized in ...'. */
  notice?: string;
}

export interface TranscribeOptions {
  /** Lower-case ISO 639-1 code, as AsrEngines.forLanguage normalized it. */
  language: string;
  signal?: AbortSignal;
  /** Fraction of the audio done, 0..1, called at most a few times a second. */
  onProgress?: (fraction: number) => void;
}

export interface AsrEngine {
  /** 'pocketsphinx' or 'openai'. */
  readonly id: string;
  /** Languages it serves (ISO 639-1). */
  readonly languages: readonly string[];
  /** Input: a 16 kHz mono 16-bit WAV (AudioTools.toWav16kMono). Bounding concurrency is the caller's job. */
  transcribe(wav16kMonoPath: string, options: TranscribeOptions): Promise<Transcript>;
}

/** Picks the recognizer configured for a language. */
export interface AsrEngines {
  /** Every language some engine serves, with the engine's id, for status pages and language menus. */
  readonly languages: readonly { language: string; engine: string }[];
  /** Lower-cases and reduces a tag to its primary subtag: 'en-US' -> 'en'. */
  normalizeLanguage(language: string): string;
  /**
   * The engine for a language (any tag normalizeLanguage accepts). Throws EngineUnavailableError
   * 422 naming the settings to configure when no engine serves it.
   */
  forLanguage(language: string): AsrEngine;
}

/**
 * The batch recognizers the engine layer provides (asrRef) to recognition and to the services that
 * recognize too (medical terms, keyword spotting, the live workspace). Input is a 16 kHz mono WAV
 * (AudioTools.toWav16kMono); times are seconds from its start; aborting stops any child process.
 */
import type { RecognizedSegment } from '../whisper/recognized-speech.ts';

// The shapes of recognized speech are Whisper's, so that it answers them as they are: one
// definition, re-exported here as every batch recognizer's contract.
export type { RecognizedSegment, RecognizedWord } from '../whisper/recognized-speech.ts';

export interface Transcript {
  /** The language recognized (the requested one, or what the engine detected). */
  language: string;
  durationSec: number;
  segments: RecognizedSegment[];
  /** Id of the engine that produced it, e.g. 'whisper:tiny.en', 'vosk:small-en-us-0.15', 'pocketsphinx', 'openai:whisper-1'. */
  engine: string;
  /**
   * True when the engine wrote the text cased and punctuated (Whisper, OpenAI-compatible servers):
   * the Punctuator's rules are for bare words and would only mangle it (a segment ending mid-sentence
   * would get a full stop).
   */
  punctuated?: boolean;
  /** Set when the result needs saying, e.g. an empty transcript: 'No speech was recognized in ...'. */
  notice?: string;
}

/**
 * Words and phrases the audio is likely to hold (medical terms, names), to be recognized more
 * readily. Each engine takes what it can: the OpenAI-compatible one the first terms as its prompt;
 * pocketsphinx the models built for them, when the caller built them (see AsrEngine.ownModels).
 */
export interface RecognitionVocabulary {
  /** Most useful first: an engine that can take only some takes the first ones. */
  terms: readonly string[];
  /**
   * pocketsphinx runs with this language model and dictionary instead of its own: its ownModels
   * with the terms added (built by the caller, once: they take a while to build).
   */
  pocketsphinx?: { lm: string; dict: string };
}

export interface TranscribeOptions {
  /** Lower-case ISO 639-1 code, as AsrEngines.forLanguage normalized it. */
  language: string;
  signal?: AbortSignal;
  /** Fraction of the audio done, 0..1, called at most a few times a second. */
  onProgress?: (fraction: number) => void;
  vocabulary?: RecognitionVocabulary;
}

/** The files an embedded recognizer recognizes with, for a caller to extend with its vocabulary. */
export interface RecognizerModels {
  /** Language model (CMU Sphinx trie binary or ARPA) and pronunciation dictionary. */
  readonly lm: string;
  readonly dict: string;
}

export interface AsrEngine {
  /** 'whisper', 'vosk', 'pocketsphinx' or 'openai': the name a request picks it by (`engine=`). */
  readonly id: string;
  /** Languages it serves (ISO 639-1). */
  readonly languages: readonly string[];
  /** pocketsphinx's language model and dictionary; absent for an engine that takes a prompt instead. */
  readonly ownModels?: RecognizerModels;
  /**
   * True when the vocabulary's terms are hotwords the engine listens for in every window (Whisper):
   * a few chosen terms steer it where they are said and leave the rest of the audio as it was, so a
   * caller may recognize again with the terms that sound like what it heard (plugins/med).
   */
  readonly takesHotwords?: boolean;
  /** Set when its model's words are compiled in, so it takes no vocabulary at run time: why, for the result's note. */
  readonly fixedVocabulary?: string;
  /** Input: a 16 kHz mono 16-bit WAV (AudioTools.toWav16kMono). Bounding concurrency is the caller's job. */
  transcribe(wav16kMonoPath: string, options: TranscribeOptions): Promise<Transcript>;
}

/** Picks the recognizer configured for a language. */
export interface AsrEngines {
  /** Every language some engine serves, with the id of the engine it gets by default, for status pages and language menus. */
  readonly languages: readonly { language: string; engine: string }[];
  /** Lower-cases and reduces a tag to its primary subtag: 'en-US' -> 'en'. */
  normalizeLanguage(language: string): string;
  /**
   * The engine for a language (any tag normalizeLanguage accepts): the one named (`engine=`, by its
   * id: 'whisper', 'vosk', 'pocketsphinx', 'openai'), or else the default, which falls back to the next
   * engine installed when its model cannot load. Throws EngineUnavailableError 422 naming the
   * settings to configure when no engine serves the language, and naming the engines there are
   * when the one named is not among them.
   */
  forLanguage(language: string, engine?: string): AsrEngine;
  /** Stops the engines' worker processes (the host is closing). */
  close?(): void;
}

/**
 * The speech engines the API host injects into plugins (DESIGN §5 Engines). Plugins program against
 * these interfaces only; the host builds the implementations (pocketsphinx, ffmpeg, an
 * OpenAI-compatible server, the MFCC speaker engines) from its configuration.
 *
 * Times are seconds from the start of the audio. Paths are local files. Every long call takes an
 * AbortSignal: aborting rejects with the signal's reason and stops any child process.
 *
 * Errors: every engine failure a user can cause or an operator can fix is thrown as one of the
 * EngineError subclasses below; they extend HttpError, so the host's error handler answers their
 * `statusCode` and `message` as they are. Messages never carry URLs, keys or file paths of the host.
 */
import { HttpError } from './http-error.ts';

// ---------------------------------------------------------------------------------------------
// Errors

export type EngineErrorCode = 'ENGINE_UNAVAILABLE' | 'ENGINE_FAILED' | 'BAD_MEDIA';

/** Base of every engine error; `code` tells the kinds apart where `name` cannot. */
export abstract class EngineError extends HttpError {
  abstract readonly code: EngineErrorCode;
  constructor(statusCode: number, message: string, options?: { cause?: unknown }) {
    super(statusCode, message);
    // The cause holds the operator's detail (stderr, upstream body, URL) for logs, never for users.
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * Nothing can serve the request. 422: the request asks for something this host is not configured
 * for (a language without a recognizer). 503: the engine is configured but cannot run now (binary
 * or model missing, remote server unreachable). The message names what to configure.
 */
export class EngineUnavailableError extends EngineError {
  readonly code = 'ENGINE_UNAVAILABLE';
  constructor(message: string, statusCode: 422 | 503 = 503, options?: { cause?: unknown }) {
    super(statusCode, message, options);
  }
}

/** The engine ran and failed: 502 when it answered an error or crashed, 504 when it timed out. */
export class EngineFailedError extends EngineError {
  readonly code = 'ENGINE_FAILED';
  constructor(message: string, statusCode: 502 | 504 = 502, options?: { cause?: unknown }) {
    super(statusCode, message, options);
  }
}

/**
 * The input is not usable media. 415: not audio/video ffmpeg can read (corrupt, text, unknown
 * container). 400: readable, but not what the call needs (no audio track, a channel it lacks, a
 * start beyond the end).
 */
export class BadMediaError extends EngineError {
  readonly code = 'BAD_MEDIA';
  constructor(message: string, statusCode: 400 | 415 = 415, options?: { cause?: unknown }) {
    super(statusCode, message, options);
  }
}

// ---------------------------------------------------------------------------------------------
// Audio

/** What ffprobe found in a file, judged by content, never by its name. */
export interface MediaInfo {
  durationSec: number;
  hasAudio: boolean;
  hasVideo: boolean;
  /** ffprobe's container name(s), e.g. 'wav', 'mp3', 'mov,mp4,m4a,3gp,3g2,mj2', 'ogg'. */
  formatName: string;
  /** Of the first audio stream; 0 when there is none. */
  channels: number;
  /** Of the first audio stream; 0 when there is none. */
  sampleRate: number;
}

export interface ToWavOptions {
  /** Take one channel (0-based) instead of mixing all channels down. */
  channel?: number;
  startSec?: number;
  durationSec?: number;
  signal?: AbortSignal;
}

export interface AudioTools {
  /** Throws BadMediaError (415) for anything ffmpeg cannot read. */
  probe(input: string, options?: { signal?: AbortSignal }): Promise<MediaInfo>;
  /**
   * Writes the audio of any media ffmpeg reads as 16 kHz mono 16-bit PCM WAV, the input every
   * engine here takes. Answers the duration written. Throws BadMediaError for unreadable input,
   * a file without audio (400) or a channel it lacks (400).
   */
  toWav16kMono(input: string, output: string, options?: ToWavOptions): Promise<{ durationSec: number }>;
  /**
   * One 16 kHz mono WAV per channel of the input, written into outDir as `channel-1.wav`,
   * `channel-2.wav`, ... (for splitting stereo call recordings). Answers the paths in channel order.
   */
  splitChannels(input: string, outDir: string, options?: { signal?: AbortSignal }): Promise<string[]>;
}

// ---------------------------------------------------------------------------------------------
// Recognition

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

// ---------------------------------------------------------------------------------------------
// Voice activity and speakers

export interface TimeRegion {
  start: number;
  end: number;
}

export interface VoiceActivityDetector {
  readonly id: string;
  /** Speech regions of a 16 kHz mono WAV in time order, not overlapping; [] for silence. */
  detect(wav16kMonoPath: string, options?: { signal?: AbortSignal }): Promise<TimeRegion[]>;
}

export interface SpeakerEmbedder {
  readonly id: string;
  /** Length of every embedding this embedder makes. */
  readonly dimension: number;
  /**
   * One L2-normalized embedding per region of a 16 kHz mono WAV. A region too short to describe
   * a voice (under ~0.3 s) gets an embedding of zeros, which scores 0 against everything.
   */
  embed(wav16kMonoPath: string, regions: readonly TimeRegion[], options?: { signal?: AbortSignal }): Promise<Float32Array[]>;
  /** One embedding for all the regions together, e.g. the speech of an enrollment recording. */
  embedPooled(wav16kMonoPath: string, regions: readonly TimeRegion[], options?: { signal?: AbortSignal }): Promise<Float32Array>;
  /** Cosine similarity, -1..1; higher is more alike. */
  similarity(a: Float32Array, b: Float32Array): number;
}

export interface SpeakerTurn {
  start: number;
  end: number;
  /** 'S1', 'S2', ... numbered in order of first appearance. */
  speaker: string;
}

export interface DiarizeOptions {
  /** The number of speakers when known; otherwise the diarizer decides. */
  speakers?: number;
  /** Speech regions already found (e.g. by the caller's VAD pass), to skip detecting them again. */
  regions?: readonly TimeRegion[];
  signal?: AbortSignal;
}

export interface Diarization {
  /** Time order, not overlapping; silence between turns belongs to no one. */
  turns: SpeakerTurn[];
  speakers: number;
}

export interface Diarizer {
  readonly id: string;
  diarize(wav16kMonoPath: string, options?: DiarizeOptions): Promise<Diarization>;
}

// ---------------------------------------------------------------------------------------------
// Text

export interface Sentence {
  start: number;
  end: number;
  /** Cased and punctuated. */
  text: string;
  words: RecognizedWord[];
}

/** Restores sentence casing and punctuation in recognizer output, by documented rules. */
export interface Punctuator {
  /** Splits timed words into sentences, using the pauses between them. */
  sentences(words: readonly RecognizedWord[]): Sentence[];
  /** Punctuates plain text (no timings: one pass of the same rules without pauses). */
  punctuateText(text: string): string;
}

// ---------------------------------------------------------------------------------------------

/** Everything the host injects into plugins' server parts. */
export interface Engines {
  audio: AudioTools;
  asr: AsrEngines;
  vad: VoiceActivityDetector;
  speakerEmbedder: SpeakerEmbedder;
  diarizer: Diarizer;
  punctuator: Punctuator;
}

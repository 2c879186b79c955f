/**
 * Errors of engines and media, for every plugin's engines alike. They extend HttpError, so the
 * host's error handler answers their `statusCode` and `message` as they are. Messages never carry
 * URLs, keys or file paths of the host; the cause holds the operator's detail for the log.
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

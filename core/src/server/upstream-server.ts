import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { EngineFailedError, EngineUnavailableError } from './engine-errors.ts';

/** An engine's HTTP server, and how its errors name it and what the operator should check. */
export interface UpstreamServerConfig {
  url: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  /** The server as messages name it: 'The speech synthesis server'. */
  name: string;
  /** The settings named when it cannot be reached and when it refuses the key. */
  settings: { url: string; apiKey: string };
  /** A 404 or 405: what it has no such of ('endpoint or model') and what to check (the URL and model variables, named in full). */
  notFound: { what: string; check: string };
  /** What another 4xx refused: 'the text', 'the audio'. */
  sent: string;
}

export interface UpstreamRequest {
  body: string | FormData;
  headers?: Record<string, string>;
  /** Aborting it stops the call with its reason, not an engine error. */
  signal?: AbortSignal;
  /** For the whole call, the answer's body included. */
  timeoutMs: number;
}

/** A 2xx answer; reading its body fails like the call did (504 late, 503 cut off, the caller's reason). */
export interface UpstreamAnswer {
  /** The whole body as text; 502 past `maxBytes` (16 MB unless told), read no further. */
  text(maxBytes?: number): Promise<string>;
  /** Streams the body to `path`; 502 when it is empty or over `maxBytes`, and then no file is left. */
  saveTo(path: string, maxBytes: number): Promise<void>;
  /**
   * The body line by line as it arrives (a server-sent event stream), without the line ends; 502
   * for a line over `maxLineChars`. Leaving the loop early cancels the body, so the server stops.
   */
  lines(maxLineChars?: number): AsyncIterable<string>;
}

/** Enough of an error answer for its message; a huge one is never read whole. */
const ERROR_BODY_BYTES = 4096;
const MESSAGE_CHARS = 200;
/** A body read whole (a JSON answer): far more than any answer a client asks for, so a runaway server is not held in memory. */
const TEXT_BYTES = 16 * 1024 * 1024;
/** Far more than one event of a token stream; a server that never ends its line is not read whole. */
const LINE_CHARS = 1024 * 1024;

/**
 * Calls to the HTTP server of an engine (OpenAI-compatible, XTTS-style), with what every such call
 * maps the same way: unreachable 503, too slow 504, an error answer 502 or 503 naming the setting to
 * check. Messages never carry the URL, the key or the server's own words; the cause does, for the log.
 */
export class UpstreamServer {
  constructor(private readonly config: UpstreamServerConfig) {}

  async post({ body, headers = {}, signal, timeoutMs }: UpstreamRequest): Promise<UpstreamAnswer> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const fail = (error: unknown) => this.transportError(error, signal, timeout, timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.config.url, {
        method: 'POST',
        body,
        headers: { ...headers, ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw fail(error);
    }
    if (!response.ok) throw this.httpError(response.status, await bodyStart(response).catch(() => ''));
    return {
      text: (maxBytes = TEXT_BYTES) => this.readText(response, maxBytes, fail),
      saveTo: async (path, maxBytes) => {
        if (!response.body) throw new EngineFailedError(`${this.config.name} answered nothing.`);
        let received = 0;
        const bounded = new Transform({
          transform: (chunk: Buffer, _encoding, done) => {
            received += chunk.length;
            done(received > maxBytes ? new EngineFailedError(`${this.config.name} answered more than expected (over ${sizeText(maxBytes)}).`) : null, chunk);
          },
        });
        try {
          await pipeline(Readable.fromWeb(response.body as WebReadableStream), bounded, createWriteStream(path));
        } catch (error) {
          await rm(path, { force: true });
          throw error instanceof EngineFailedError ? error : fail(error);
        }
      },
      lines: (maxLineChars = LINE_CHARS) => this.readLines(response, maxLineChars, fail),
    };
  }

  private async readText(response: Response, maxBytes: number, fail: (error: unknown) => unknown): Promise<string> {
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    try {
      for (;;) {
        const chunk = await reader.read().catch((error: unknown) => Promise.reject(fail(error)));
        if (chunk.done) return Buffer.concat(chunks).toString('utf8');
        received += chunk.value.length;
        if (received > maxBytes) throw new EngineFailedError(`${this.config.name} answered more than expected (over ${sizeText(maxBytes)}).`);
        chunks.push(chunk.value);
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  private async *readLines(response: Response, maxLineChars: number, fail: (error: unknown) => unknown): AsyncGenerator<string> {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for (;;) {
        const chunk = await reader.read().catch((error: unknown) => Promise.reject(fail(error)));
        if (chunk.done) break;
        const lines = (pending + decoder.decode(chunk.value, { stream: true })).split('\n');
        pending = lines.pop()!;
        if ([pending, ...lines].some((line) => line.length > maxLineChars)) {
          throw new EngineFailedError(`${this.config.name} answered a line longer than ${maxLineChars.toLocaleString('en')} characters.`);
        }
        for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
      }
      pending += decoder.decode();
      if (pending) yield pending;
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  /**
   * The server's own words go to the operator's log (the cause), never to users: an error page may
   * carry host names, variable names or a password. Users learn which server failed and how.
   */
  private httpError(status: number, body: string): Error {
    const { name, settings, notFound, sent } = this.config;
    const cause = { status, said: upstreamMessage(body) };
    const detail = `HTTP ${status}; its answer is logged for the operator`;
    if (status === 401 || status === 403) return new EngineUnavailableError(`${name} refused our credentials (${detail}): check ${settings.apiKey}.`, 503, { cause });
    // 405 too: a wrong path often lands on a route of the server that takes another method.
    if (status === 404 || status === 405) return new EngineUnavailableError(`${name} has no such ${notFound.what} (${detail}): check ${notFound.check}.`, 503, { cause });
    if (status < 500) return new EngineFailedError(`${name} refused ${sent} (${detail}).`, 502, { cause });
    return new EngineFailedError(`${name} failed (${detail}).`, 502, { cause });
  }

  private transportError(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, timeoutMs: number): unknown {
    const { name, settings, url } = this.config;
    if (signal?.aborted) return signal.reason;
    if (timeout.aborted) return new EngineFailedError(`${name} did not answer within ${(timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s.`, 504, { cause: error });
    // fetch puts the socket's code in its cause; a stream cut mid-body carries it itself.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    return new EngineUnavailableError(`${name} cannot be reached${code ? ` (${code})` : ''}: check ${settings.url}.`, 503, { cause: { url, error } });
  }
}

/** The server's own words where it gave them (OpenAI: `{error: {message}}`; FastAPI: `{detail}`; others `{message}`, plain text). */
function upstreamMessage(body: string): string {
  let message = body;
  try {
    const json = JSON.parse(body) as { error?: { message?: string } | string; detail?: unknown; message?: string };
    const found = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message ?? json.detail);
    if (found !== undefined) message = typeof found === 'string' ? found : JSON.stringify(found);
  } catch {
    // Not JSON: the text itself.
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > MESSAGE_CHARS ? `${message.slice(0, MESSAGE_CHARS)}...` : message;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

async function bodyStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < ERROR_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8');
}

import { createWriteStream, openAsBlob } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { EngineFailedError, EngineUnavailableError, HttpError, scratchName, type AudioTools } from '@speechdeck/core/server';
import type { PrepareInput, PreparedVoice, VoiceCloner } from '../voice-cloner.ts';

export interface RemoteClonerConfig {
  /** Server root, e.g. `http://127.0.0.1:8020`. */
  baseUrl: string;
  /** The call's path on it (default `/tts_to_audio/`, as xtts-api-server). */
  path: string;
  /** How the reference travels: a multipart file, or base64 in a JSON body. */
  body: 'multipart' | 'json';
  /** Sent as a bearer token when set. */
  apiKey?: string;
  timeoutMs: number;
  /** Largest answer taken per piece. */
  maxBytes?: number;
}

const SERVER = 'The cloning server';
const ERROR_BODY_BYTES = 4096;
const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * A remote cloning server, XTTS-style: reference audio plus text and language in, speech in that
 * voice out. Per piece of text: `POST <baseUrl><path>`, either multipart/form-data (fields `text`,
 * `language`, the file `speaker_wav`: the reference as 16 kHz mono WAV) or JSON
 * `{ text, language, speaker_wav: <that WAV in base64> }`; `Authorization: Bearer <key>` when a key
 * is set. The answer is audio of any format ffmpeg reads (WAV from XTTS servers), streamed to disk
 * and made 16 kHz mono. Unreachable: 503; an error answer or one that is not audio: 502; too slow: 504.
 */
export class RemoteCloner implements VoiceCloner {
  readonly id = 'remote';
  readonly name = 'Remote cloning server (XTTS-style)';
  private readonly url: string;

  constructor(
    private readonly audio: AudioTools,
    private readonly config: RemoteClonerConfig,
  ) {
    this.url = `${config.baseUrl.replace(/\/+$/, '')}${config.path}`;
  }

  async prepare({ reference, language, workDir }: PrepareInput): Promise<PreparedVoice> {
    // Read once per clone, not per piece: the JSON body carries it whole (at most 120 s, ~4 MB).
    const referenceBase64 = this.config.body === 'json' ? (await readFile(reference.wavPath)).toString('base64') : undefined;
    return {
      baseVoice: null,
      unmatchedSimilarity: null,
      speak: async (text, outWav, { signal }) => {
        const answer = join(workDir, scratchName('remote'));
        try {
          const body = referenceBase64 === undefined
            ? await multipartBody(text, language, reference.wavPath)
            : JSON.stringify({ text, language, speaker_wav: referenceBase64 });
          await this.download(body, answer, signal);
          await this.audio.toWav16kMono(answer, outWav, { signal }).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode < 500) throw new EngineFailedError(`${SERVER} answered something that is not audio.`, 502, { cause: error });
            throw error;
          });
        } finally {
          await rm(answer, { force: true });
        }
      },
    };
  }

  private async download(body: FormData | string, path: string, signal: AbortSignal | undefined): Promise<void> {
    const { timeoutMs, apiKey } = this.config;
    const maxBytes = this.config.maxBytes ?? DEFAULT_MAX_BYTES;
    const timeout = AbortSignal.timeout(timeoutMs);
    const fail = (error: unknown) => transportError(error, signal, timeout, timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        body,
        headers: { ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw fail(error);
    }
    if (!response.ok) throw httpError(response.status, await bodyStart(response).catch(() => ''));
    if (!response.body) throw new EngineFailedError(`${SERVER} answered no audio.`);
    let received = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > maxBytes ? new EngineFailedError(`${SERVER} answered more audio than expected (over ${Math.round(maxBytes / 1024 / 1024)} MB).`) : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), bounded, createWriteStream(path));
    } catch (error) {
      throw error instanceof EngineFailedError ? error : fail(error);
    }
  }
}

async function multipartBody(text: string, language: string, referenceWav: string): Promise<FormData> {
  const form = new FormData();
  form.append('text', text);
  form.append('language', language);
  // A Blob backed by the file: sent streamed, never read whole.
  form.append('speaker_wav', await openAsBlob(referenceWav, { type: 'audio/wav' }), 'reference.wav');
  return form;
}

/** The upstream error's own words where it gave them (`{detail}` from FastAPI servers, `{error}`, `{message}`, plain text). */
function upstreamMessage(text: string): string {
  let message = text;
  try {
    const json = JSON.parse(text) as { error?: { message?: string } | string; detail?: unknown; message?: string };
    const found = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message ?? json.detail);
    if (found !== undefined) message = typeof found === 'string' ? found : JSON.stringify(found);
  } catch {
    // Not JSON: the text itself.
  }
  message = message.replace(/\s+/g, ' ').trim();
  return message.length > 200 ? `${message.slice(0, 200)}...` : message;
}

function httpError(status: number, text: string): Error {
  const said = upstreamMessage(text);
  const detail = `HTTP ${status}${said ? `: ${said}` : ''}`;
  if (status === 401 || status === 403) return new EngineUnavailableError(`${SERVER} refused our credentials (${detail}): check SPEECHDECK_VC_REMOTE_API_KEY.`);
  if (status === 404 || status === 405) return new EngineUnavailableError(`${SERVER} has no such call (${detail}): check SPEECHDECK_VC_REMOTE_URL and SPEECHDECK_VC_REMOTE_PATH.`);
  if (status < 500) return new EngineFailedError(`${SERVER} refused the request (${detail}).`);
  return new EngineFailedError(`${SERVER} failed (${detail}).`);
}

/** The first bytes of an error body, enough for its message, without reading a huge body whole. */
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

function transportError(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, timeoutMs: number): unknown {
  if (signal?.aborted) return signal.reason;
  if (timeout.aborted) return new EngineFailedError(`${SERVER} did not answer within ${(timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s.`, 504, { cause: error });
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
  return new EngineUnavailableError(`${SERVER} cannot be reached${code ? ` (${code})` : ''}: check SPEECHDECK_VC_REMOTE_URL.`, 503, { cause: error });
}

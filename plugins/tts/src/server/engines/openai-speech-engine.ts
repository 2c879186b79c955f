import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { EngineFailedError, EngineUnavailableError, scratchName, type ProcessRunner } from '@speechdeck/core/server';
import type { Voice } from '../../contract/tts-api.ts';
import { encodeAudio } from '../audio/encode-audio.ts';
import { shiftPitch } from '../audio/shift-pitch.ts';
import { engineVoiceName, type SynthesisEngine } from './synthesis-engine.ts';
import type { SynthesisInput } from './synthesizer.ts';

export interface OpenAiSpeechConfig {
  /** Server root, with or without a trailing `/v1`: `http://127.0.0.1:8000` or `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as a bearer token when set. */
  apiKey?: string;
  /** e.g. 'tts-1', 'speaches-ai/Kokoro-82M-v1.0-ONNX'. */
  model: string;
  /** The server's voice names, e.g. 'alloy', 'af_heart'; the first is the default. */
  voices: readonly string[];
  /** The languages (ISO 639-1) its voices are offered for. */
  languages: readonly string[];
  /** Whether its first voice is the default for those languages, ahead of the offline engines. */
  isDefault: boolean;
  /** Per request (default 2 minutes). */
  timeoutMs?: number;
  /** Largest answer taken (default 200 MB: over ten minutes of 24 kHz float audio). */
  maxBytes?: number;
}

const SERVER = 'The speech synthesis server';
const ERROR_BODY_BYTES = 4096;

/** The upstream error's own words where it gave them (OpenAI: `{error: {message}}`; others: `{detail}`, plain text). */
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
  if (status === 401 || status === 403) return new EngineUnavailableError(`${SERVER} refused our credentials (${detail}): check SPEECHDECK_TTS_OPENAI_API_KEY.`);
  if (status === 404) return new EngineUnavailableError(`${SERVER} has no such endpoint, model or voice (${detail}): check SPEECHDECK_TTS_OPENAI_URL, _MODEL and _VOICES.`);
  if (status < 500) return new EngineFailedError(`${SERVER} refused the text (${detail}).`);
  return new EngineFailedError(`${SERVER} failed (${detail}).`);
}

/** The first bytes of the body, enough for an error message, without reading a huge body whole. */
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

async function isWav(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, 12, 0);
    return bytesRead === 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE';
  } finally {
    await file.close();
  }
}

/**
 * Synthesis by an OpenAI-compatible server (`POST /v1/audio/speech`: OpenAI, speaches, LocalAI,
 * openedai-speech), asked for WAV; the answer streams to disk and is made mono 16-bit PCM. The
 * API has no pitch: a pitch asked for is applied to the audio afterwards.
 */
export class OpenAiSpeechEngine implements SynthesisEngine {
  readonly id = 'openai';
  readonly voices: readonly Voice[];
  private readonly url: string;

  constructor(
    private readonly processes: ProcessRunner,
    private readonly config: OpenAiSpeechConfig,
  ) {
    this.url = `${config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/speech`;
    // One entry per language a voice is offered for: the same server voice under the same id.
    this.voices = config.languages.flatMap((language) =>
      config.voices.map((name, i) => ({ id: `openai:${name}`, name, language, gender: null, engine: this.id, isDefault: config.isDefault && i === 0 })),
    );
  }

  async synthesize(voice: Voice, input: SynthesisInput, outWav: string, signal?: AbortSignal): Promise<void> {
    const answer = join(dirname(resolve(outWav)), scratchName('speech'));
    try {
      await this.download({ model: this.config.model, input: input.text, voice: engineVoiceName(voice), response_format: 'wav', speed: input.rate }, answer, signal);
      if (!(await isWav(answer))) throw new EngineFailedError(`${SERVER} answered something other than WAV audio.`);
      if (input.pitch === 0) await encodeAudio(this.processes, answer, 'wav', outWav, { signal });
      else await shiftPitch(this.processes, answer, outWav, input.pitch, { signal });
    } finally {
      await rm(answer, { force: true });
    }
  }

  private async download(body: Record<string, unknown>, path: string, signal: AbortSignal | undefined): Promise<void> {
    const timeoutMs = this.config.timeoutMs ?? 2 * 60 * 1000;
    const maxBytes = this.config.maxBytes ?? 200 * 1024 * 1024;
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const fail = (error: unknown) => this.transportError(error, signal, timeout, timeoutMs);
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}) },
        signal: both,
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

  private transportError(error: unknown, signal: AbortSignal | undefined, timeout: AbortSignal, timeoutMs: number): unknown {
    if (signal?.aborted) return signal.reason;
    if (timeout.aborted) return new EngineFailedError(`${SERVER} did not answer within ${(timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s.`, 504, { cause: error });
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    return new EngineUnavailableError(`${SERVER} cannot be reached${code ? ` (${code})` : ''}: check SPEECHDECK_TTS_OPENAI_URL.`, 503, { cause: { url: this.url, error } });
  }
}

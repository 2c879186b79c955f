import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineFailedError, EngineUnavailableError } from '@speechdeck/core/server';
import { tempDir, writeWav } from '@speechdeck/testing';
import { OpenAiAsrEngine, VOCABULARY_PROMPT_CHARS } from './openai-asr-engine.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  form: FormData;
}

/** A loopback stand-in for an OpenAI-compatible server: records each request, answers what the test set. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (response: ServerResponse) => void;

async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, form });
  answer(response);
}

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const VERBOSE = {
  task: 'transcribe',
  language: 'english',
  duration: 2,
  text: 'Hello there. How are you?',
  segments: [
    { id: 0, start: 0.0, end: 0.9, text: ' Hello there.' },
    { id: 1, start: 1.0, end: 1.9, text: ' How are you?' },
  ],
  words: [
    { word: ' Hello', start: 0.0, end: 0.4 },
    { word: ' there.', start: 0.45, end: 0.9 },
    { word: ' How', start: 1.0, end: 1.2 },
    { word: ' are', start: 1.25, end: 1.5 },
    { word: ' you?', start: 1.55, end: 1.9 },
  ],
};

const { dir, remove } = tempDir('openai');
const wav = writeWav(join(dir, 'two-seconds.wav'), new Float32Array(32000).map((_, i) => 0.1 * Math.sin(i / 10)));

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  remove();
});
beforeEach(() => {
  received = [];
  answer = json(200, VERBOSE);
});

const engine = (extra: Partial<ConstructorParameters<typeof OpenAiAsrEngine>[0]> = {}) =>
  new OpenAiAsrEngine({ baseUrl, apiKey: 'sk-test', model: 'whisper-1', languages: ['tr'], ...extra });

describe('OpenAiAsrEngine', () => {
  it('sends the file and the verbose_json fields', async () => {
    await engine({ baseUrl: `${baseUrl}/v1/` }).transcribe(wav, { language: 'tr' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions', authorization: 'Bearer sk-test' });
    const form = request!.form;
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('response_format')).toBe('verbose_json');
    expect(form.getAll('timestamp_granularities[]')).toEqual(['word', 'segment']);
    expect(form.get('language')).toBe('tr');
    const file = form.get('file') as File;
    expect(file.name).toBe('audio.wav');
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(wav))).toBe(true);
  });

  it('sends no prompt without a vocabulary, and the first terms of one as the prompt', async () => {
    await engine().transcribe(wav, { language: 'en' });
    expect(received[0]!.form.has('prompt')).toBe(false);
    const terms = Array.from({ length: 200 }, (_, i) => `term${i}`);
    await engine().transcribe(wav, { language: 'en', vocabulary: { terms: ['hypertension', 'metoprolol', 'blood pressure', ...terms] } });
    const prompt = String(received[1]!.form.get('prompt'));
    expect(prompt.startsWith('hypertension, metoprolol, blood pressure, term0, term1,')).toBe(true);
    expect(prompt.length).toBeLessThanOrEqual(VOCABULARY_PROMPT_CHARS);
    // Whole terms only, in order, as many as fit.
    const sent = prompt.split(', ');
    expect(sent.at(-1)).toBe(`term${sent.length - 4}`);
    expect(`${prompt}, term${sent.length - 3}`.length).toBeGreaterThan(VOCABULARY_PROMPT_CHARS);
  });

  it('maps segments and their words', async () => {
    const progress: number[] = [];
    const transcript = await engine().transcribe(wav, { language: 'en', onProgress: (f) => progress.push(f) });
    expect(transcript).toEqual({
      language: 'en',
      durationSec: 2,
      engine: 'openai:whisper-1',
      punctuated: true,
      segments: [
        { start: 0, end: 0.9, text: 'Hello there.', words: [{ w: 'Hello', start: 0, end: 0.4 }, { w: 'there.', start: 0.45, end: 0.9 }] },
        { start: 1, end: 1.9, text: 'How are you?', words: [{ w: 'How', start: 1, end: 1.2 }, { w: 'are', start: 1.25, end: 1.5 }, { w: 'you?', start: 1.55, end: 1.9 }] },
      ],
    });
    expect(progress).toEqual([1]);
  });

  it('takes words nested in segments, with their probability, as speaches sends them', async () => {
    answer = json(200, { text: 'Merhaba', segments: [{ start: 0.1, end: 0.8, text: 'Merhaba', words: [{ word: 'Merhaba', start: 0.1, end: 0.8, probability: 0.93 }] }] });
    const transcript = await engine({ apiKey: undefined }).transcribe(wav, { language: 'tr' });
    expect(received[0]!.authorization).toBeUndefined();
    expect(transcript.segments).toEqual([{ start: 0.1, end: 0.8, text: 'Merhaba', words: [{ w: 'Merhaba', start: 0.1, end: 0.8, conf: 0.93 }] }]);
  });

  it('says so when nothing was recognized', async () => {
    answer = json(200, { text: '', segments: [], words: [] });
    const transcript = await engine().transcribe(wav, { language: 'en' });
    expect(transcript.segments).toEqual([]);
    expect(transcript.notice).toMatch(/^No speech was recognized in 2\.0 s/);
  });

  it('turns a 500 into a clear 502 carrying the server message', async () => {
    answer = json(500, { error: { message: 'CUDA out of memory', type: 'server_error' } });
    const error = await engine().transcribe(wav, { language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineFailedError);
    expect(error).toMatchObject({ statusCode: 502, message: 'The speech recognition server failed (HTTP 500; its answer is logged for the operator).' });
  });

  it('names the setting to check on 401 and 404', async () => {
    answer = json(401, { error: { message: 'Incorrect API key provided' } });
    await expect(engine().transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('SPEECHDECK_OPENAI_ASR_KEY') });
    answer = json(404, { detail: 'Model not found' });
    await expect(engine().transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 503, message: expect.stringContaining('SPEECHDECK_OPENAI_ASR_MODEL') });
  });

  it('refuses an answer that is not verbose_json', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('Hello there');
    await expect(engine().transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 502, message: 'The speech recognition server answered something other than verbose_json.' });
  });

  it('answers 503 when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await engine({ baseUrl: `http://127.0.0.1:${port}` }).transcribe(wav, { language: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, message: 'The speech recognition server cannot be reached (ECONNREFUSED): check SPEECHDECK_OPENAI_ASR_URL.' });
  });

  it('answers 504 when the server does not answer in time, and stops on abort', async () => {
    answer = () => {}; // never answers
    await expect(engine({ timeoutMs: 300 }).transcribe(wav, { language: 'en' })).rejects.toMatchObject({ statusCode: 504 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job cancelled')), 100);
    await expect(engine().transcribe(wav, { language: 'en', signal: controller.signal })).rejects.toThrow('job cancelled');
  });
});

import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineFailedError, EngineUnavailableError, readWavInfo } from '@speechdeck/core/server';
import { ffmpeg, processRunner, tempDir } from '@speechdeck/testing';
import { medianPitchHz, semitonesBetween } from './testing/pitch-estimate.ts';
import { OpenAiSpeechEngine, type OpenAiSpeechConfig } from './openai-speech-engine.ts';
import type { SynthesisInput } from './synthesizer.ts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

const { dir, remove } = tempDir('tts-openai');
/** What such servers answer: real speech as 24 kHz stereo 32-bit float WAV, so the engine has to convert it. */
const speech = join(dir, 'speech-16k.wav');
execFileSync('flite', ['-voice', 'slt', '-t', 'The north wind and the sun were disputing which was the stronger.', '-o', speech]);
const floatStereo = join(dir, 'answer-float-stereo.wav');
ffmpeg('-i', speech, '-ar', '24000', '-ac', '2', '-c:a', 'pcm_f32le', floatStereo);

/** A loopback stand-in for an OpenAI-compatible server: records each request, answers what the test set. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: (response: ServerResponse) => void;

async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({
    method: request.method!,
    url: request.url!,
    authorization: request.headers.authorization,
    contentType: request.headers['content-type'],
    body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
  });
  answer(response);
}

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
/** Streams a file chunked, without a length, as servers that synthesize while they send do. */
const wavFile = (path: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'audio/wav' });
  createReadStream(path).pipe(response);
};

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
  answer = wavFile(floatStereo);
});

const engine = (extra: Partial<OpenAiSpeechConfig> = {}) =>
  new OpenAiSpeechEngine(processRunner, { baseUrl, apiKey: 'sk-test', model: 'tts-1', voices: ['alloy', 'nova'], languages: ['en', 'tr'], isDefault: false, ...extra });

let count = 0;
async function say(target: OpenAiSpeechEngine, input: Partial<SynthesisInput> = {}, signal?: AbortSignal) {
  const out = join(dir, `out-${++count}.wav`);
  await target.synthesize(target.voices.find((v) => v.id === 'openai:nova')!, { text: 'Hello there.', language: 'en', rate: 1, pitch: 0, ...input }, out, signal);
  return out;
}
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('OpenAiSpeechEngine', () => {
  it('offers each configured voice for each configured language, the first the default only when told so', () => {
    expect(engine().voices.map((v) => `${v.id}/${v.language}/${v.isDefault}`)).toEqual([
      'openai:alloy/en/false', 'openai:nova/en/false', 'openai:alloy/tr/false', 'openai:nova/tr/false',
    ]);
    expect(engine({ isDefault: true }).voices.filter((v) => v.isDefault).map((v) => `${v.id}/${v.language}`)).toEqual(['openai:alloy/en', 'openai:alloy/tr']);
    expect(engine().voices[0]).toMatchObject({ name: 'alloy', gender: null, engine: 'openai' });
  });

  it('posts model, input, voice, wav and speed with the key, and writes the answer as mono 16-bit PCM', async () => {
    const out = await say(engine({ baseUrl: `${baseUrl}/v1/` }), { text: 'Merhaba dünya.', language: 'tr', rate: 1.5 });
    expect(received).toEqual([{
      method: 'POST', url: '/v1/audio/speech', authorization: 'Bearer sk-test', contentType: 'application/json',
      body: { model: 'tts-1', input: 'Merhaba dünya.', voice: 'nova', response_format: 'wav', speed: 1.5 },
    }]);
    const [written, original] = await Promise.all([readWavInfo(out), readWavInfo(speech)]);
    expect(written).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 24_000 });
    expect(Math.abs(written.durationSec - original.durationSec)).toBeLessThan(0.05);
  });

  it('sends no authorization without a key, and shifts the pitch itself, which the API cannot', async () => {
    const plain = await say(engine({ apiKey: undefined }));
    const higher = await say(engine({ apiKey: undefined }), { pitch: 5 });
    expect(received.map((r) => r.authorization)).toEqual([undefined, undefined]);
    expect(received[1]!.body).not.toHaveProperty('pitch');
    const moved = semitonesBetween(await medianPitchHz(plain), await medianPitchHz(higher));
    expect(moved).toBeGreaterThan(3.5);
    expect(moved).toBeLessThan(6.5);
  });

  it('turns a 500 into a 502 carrying the server\'s message, and a 400 into a 502 refusal', async () => {
    answer = json(500, { error: { message: 'CUDA out of memory', type: 'server_error' } });
    expect(await failure(say(engine()))).toMatchObject({ statusCode: 502, message: 'The speech synthesis server failed (HTTP 500; its answer is logged for the operator).' });
    answer = json(400, { detail: 'Voice nova is not supported' });
    const refused = await failure(say(engine()));
    expect(refused).toBeInstanceOf(EngineFailedError);
    expect(refused).toMatchObject({ statusCode: 502, message: 'The speech synthesis server refused the text (HTTP 400; its answer is logged for the operator).' });
  });

  it('names the setting to check on 401 and 404, as 503', async () => {
    answer = json(401, { error: { message: 'Incorrect API key provided' } });
    const unauthorized = await failure(say(engine()));
    expect(unauthorized).toBeInstanceOf(EngineUnavailableError);
    expect(unauthorized).toMatchObject({ statusCode: 503, message: expect.stringContaining('SPEECHDECK_TTS_OPENAI_API_KEY') });
    answer = (response) => response.writeHead(404).end('Not Found');
    expect(await failure(say(engine()))).toMatchObject({ statusCode: 503, message: expect.stringMatching(/HTTP 404; its answer is logged for the operator\): check SPEECHDECK_TTS_OPENAI_URL/) });
  });

  it('refuses an answer that is not WAV, and one larger than allowed, with a 502 and nothing left behind', async () => {
    const before = readdirSync(dir).length;
    const mp3 = join(dir, 'answer.mp3');
    ffmpeg('-i', speech, mp3);
    answer = wavFile(mp3);
    expect(await failure(say(engine()))).toMatchObject({ statusCode: 502, message: 'The speech synthesis server answered something other than WAV audio.' });
    answer = json(200, { audio: 'base64...' });
    expect(await failure(say(engine()))).toMatchObject({ statusCode: 502, message: 'The speech synthesis server answered something other than WAV audio.' });
    answer = wavFile(floatStereo);
    expect(await failure(say(engine({ maxBytes: 64 * 1024 })))).toMatchObject({ statusCode: 502, message: 'The speech synthesis server answered more than expected (over 64 KB).' });
    expect(readdirSync(dir)).toHaveLength(before + 1);
  });

  it('answers 503 when the server cannot be reached and 504 when it does not answer in time', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failure(say(engine({ baseUrl: deadUrl })))).toMatchObject({ statusCode: 503, message: 'The speech synthesis server cannot be reached (ECONNREFUSED): check SPEECHDECK_TTS_OPENAI_URL.' });
    answer = () => undefined;
    const slow = await failure(say(engine({ timeoutMs: 300 })));
    expect(slow).toBeInstanceOf(EngineFailedError);
    expect(slow).toMatchObject({ statusCode: 504, message: 'The speech synthesis server did not answer within 0.3 s.' });
  });

  it('stops when the signal aborts, with its reason, and writes nothing', async () => {
    answer = () => undefined;
    const controller = new AbortController();
    const pending = failure(say(engine(), {}, controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort(new Error('client left'));
    expect(await pending).toMatchObject({ message: 'client left' });
    expect(existsSync(join(dir, `out-${count}.wav`))).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { audioTools, librivoxClips, tempDir } from '@speechdeck/testing';
import type { ReferenceVoice } from '../../reference/reference-voice.ts';
import { startXttsDouble, type XttsDouble } from '../../testing/xtts-double.ts';
import { RemoteCloner, type RemoteClonerConfig } from './remote-cloner.ts';

const work = tempDir('vc-remote');
let double: XttsDouble;
const referenceWav = join(work.dir, 'reference.wav');
// The remote engine sends the recording; what was measured of it plays no part here.
const reference = { wavPath: referenceWav } as ReferenceVoice;

beforeAll(async () => {
  double = await startXttsDouble();
  await audioTools.toWav16kMono(librivoxClips()[0]!.wav, referenceWav);
});
afterAll(async () => {
  await double.close();
  work.remove();
});
beforeEach(() => {
  double.calls.length = 0;
  double.behaviour = 'echo';
});

const cloner = (config: Partial<RemoteClonerConfig> = {}) =>
  new RemoteCloner(audioTools, { baseUrl: double.url, path: '/tts_to_audio/', body: 'multipart', timeoutMs: 10_000, ...config });

async function speak(remote: RemoteCloner, text = 'Hello there.', signal?: AbortSignal) {
  const voice = await remote.prepare({ reference, language: 'en', sample: text, workDir: work.dir, signal });
  const out = join(work.dir, `out-${Date.now()}.wav`);
  await voice.speak(text, out, { signal });
  return { voice, out };
}

describe('the remote XTTS-style engine', () => {
  it('posts multipart text, language and the reference as speaker_wav, with the bearer key, and answers 16 kHz mono', async () => {
    const { voice, out } = await speak(cloner({ apiKey: 'sk-test' }), 'The north wind and the sun.');
    expect(voice).toMatchObject({ baseVoice: null, unmatchedSimilarity: null });
    expect(double.calls).toHaveLength(1);
    const [call] = double.calls;
    expect(call).toMatchObject({ path: '/tts_to_audio/', text: 'The north wind and the sun.', language: 'en', authorization: 'Bearer sk-test' });
    expect(call!.contentType).toMatch(/^multipart\/form-data/);
    expect(call!.reference.equals(readFileSync(referenceWav))).toBe(true);
    const info = await readWavInfo(out);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(info.durationSec).toBeCloseTo((await readWavInfo(referenceWav)).durationSec, 1);
  });

  it('sends JSON with the reference in base64 when configured so, on the configured path, with no key when none is set', async () => {
    const remote = new RemoteCloner(audioTools, { baseUrl: `${double.url}/`, path: '/api/clone', body: 'json', timeoutMs: 10_000 });
    await speak(remote, 'Merhaba dünya.');
    const [call] = double.calls;
    expect(call).toMatchObject({ path: '/api/clone', contentType: 'application/json', text: 'Merhaba dünya.', language: 'en', authorization: undefined });
    expect(call!.reference.equals(readFileSync(referenceWav))).toBe(true);
  });

  it('answers 502 naming the upstream error, and 503 naming the key it refused', async () => {
    double.behaviour = 'error-500';
    await expect(speak(cloner())).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/HTTP 500; its answer is logged for the operator/) });
    double.behaviour = 'unauthorized';
    await expect(speak(cloner())).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/SPEECHDECK_VC_REMOTE_API_KEY/) });
  });

  it('answers 502 when what comes back is not audio, leaving no file', async () => {
    double.behaviour = 'not-audio';
    const out = join(work.dir, 'not-audio.wav');
    const voice = await cloner().prepare({ reference, language: 'en', sample: 'x', workDir: work.dir });
    await expect(voice.speak('Hello.', out, {})).rejects.toMatchObject({ statusCode: 502, message: expect.stringMatching(/not audio/) });
    expect(() => readFileSync(out)).toThrow();
  });

  it('answers 504 when the server does not answer in time, and 503 when nothing listens', async () => {
    double.behaviour = 'silent';
    await expect(speak(cloner({ timeoutMs: 300 }))).rejects.toMatchObject({ statusCode: 504, message: expect.stringMatching(/did not answer within 0\.3 s/) });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = new RemoteCloner(audioTools, { baseUrl: `http://127.0.0.1:${closedPort}`, path: '/tts_to_audio/', body: 'multipart', timeoutMs: 5_000 });
    await expect(speak(unreachable)).rejects.toMatchObject({ statusCode: 503, message: expect.stringMatching(/cannot be reached.*SPEECHDECK_VC_REMOTE_URL/) });
  });

  it('stops when the caller aborts, with the caller\'s reason rather than an engine error', async () => {
    double.behaviour = 'silent';
    const controller = new AbortController();
    const reason = new Error('client left');
    setTimeout(() => controller.abort(reason), 200);
    await expect(speak(cloner(), 'Hello.', controller.signal)).rejects.toBe(reason);
  });
});

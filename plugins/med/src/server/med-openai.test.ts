import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmedUser, spokenSentence, tempDir, type TestHost, uploadTo } from '@speechdeck/testing';
import type { MedResult } from '../contract/med-api.ts';
import { startMedHost } from './testing/med-host.ts';

/** A loopback stand-in for an OpenAI-compatible recognizer: records each request's form, answers what the test set. */
let server: Server;
let received: FormData[] = [];
let answer: unknown;

async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push(await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData());
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
}

const { dir, remove } = tempDir('med-openai');
let host: TestHost;
let token = '';
// Any audio will do: the stand-in answers the text the test chose.
const audio = spokenSentence(dir, 'espeak:en-us', 'Hastanın tansiyonu yüksek.', 'turkish');

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  host = await startMedHost({ env: { SPEECHDECK_ASR_TR: 'openai', SPEECHDECK_OPENAI_ASR_URL: url, SPEECHDECK_OPENAI_ASR_MODEL: 'whisper-test' } });
  ({ token } = await confirmedUser(host, 'hekim@example.com'));
});
afterAll(async () => {
  await host.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  remove();
});
beforeEach(() => {
  received = [];
});

async function recognize(): Promise<MedResult> {
  const { status, body } = await uploadTo(`${host.url}/api/stt/recognizeMed?language=tr`, token, audio);
  expect(status, JSON.stringify(body)).toBe(200);
  for (let i = 0; i < 300; i++) {
    const result = (await (await fetch(`${host.url}/api/stt/recognizeMed/${String(body.id)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as MedResult;
    if (result.status === 'done' || result.status === 'failed') return result;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('medical recognition did not finish');
}

describe('medical recognition through an OpenAI-compatible recognizer (Turkish)', () => {
  it('sends medical terms as the prompt, and marks the terms on the words the server timed', async () => {
    answer = {
      text: 'Hastanın tansiyonu yüksek, kan tahlili istendi.',
      segments: [{ start: 0, end: 3.2, text: ' Hastanın tansiyonu yüksek, kan tahlili istendi.' }],
      words: [
        { word: ' Hastanın', start: 0, end: 0.5 }, { word: ' tansiyonu', start: 0.55, end: 1.1 }, { word: ' yüksek,', start: 1.15, end: 1.6 },
        { word: ' kan', start: 1.7, end: 1.9 }, { word: ' tahlili', start: 1.95, end: 2.5 }, { word: ' istendi.', start: 2.55, end: 3.2 },
      ],
    };
    const result = await recognize();
    expect(result).toMatchObject({ status: 'done', engine: 'openai:whisper-test', language: 'tr' });
    expect(received).toHaveLength(1);
    expect(received[0]!.get('language')).toBe('tr');
    const prompt = String(received[0]!.get('prompt'));
    // Terms of each kind in turn, from our Turkish lexicon.
    expect(prompt.split(', ').slice(0, 5)).toEqual(['parasetamol', 'ağrı', 'tahlil', 'ameliyat', 'kalp']);
    expect(result.segments[0]!.terms).toEqual([
      { text: 'tansiyonu', category: 'test', start: 0.55, end: 1.1 },
      { text: 'kan tahlili', category: 'test', start: 1.7, end: 2.5 },
    ]);
  });

  it('gives a term its segment\'s times when the server timed no words', async () => {
    answer = { text: 'Günde iki kez parasetamol alıyor.', segments: [{ start: 4, end: 6.5, text: 'Günde iki kez parasetamol alıyor.' }] };
    const result = await recognize();
    expect(result.segments[0]!.terms).toEqual([
      { text: 'Günde iki kez', category: 'dose', start: 4, end: 6.5 },
      { text: 'parasetamol', category: 'drug', start: 4, end: 6.5 },
    ]);
  });
});

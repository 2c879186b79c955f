import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, type TestHost } from '@speechdeck/testing';
import type { ServedPairs } from '../contract/mt-api.ts';
import { json, startLoopbackDouble, type LoopbackDouble, type Received } from './testing/loopback-double.ts';
import { startMtHost, transcriptOf, translate } from './testing/mt-host.ts';

let libre: LoopbackDouble;
let host: TestHost;
let ann = { token: '', id: 0 };
let meeting: RecognitionResult;

/** LibreTranslate's answers: its languages (Turkish with English only), and each text "translated" as `[tr] text`. */
const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['es', 'tr'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
  { code: 'tr', name: 'Turkish', targets: ['en'] },
];
const asLibreTranslate = (request: Received, response: Parameters<LoopbackDouble['answer']>[1]) => {
  if (request.path === '/languages' && request.method === 'GET') return json(response, 200, LANGUAGES);
  if (request.path === '/translate' && request.method === 'POST') {
    const { q, target } = request.json as { q: string[]; target: string };
    return json(response, 200, { translatedText: q.map((text) => `[${target}] ${text}`) });
  }
  json(response, 404, { error: 'Not Found' });
};

beforeAll(async () => {
  libre = await startLoopbackDouble();
  libre.answer = asLibreTranslate;
  host = await startMtHost({
    env: { SPEECHDECK_LIBRETRANSLATE_URL: `${libre.url}/`, SPEECHDECK_LIBRETRANSLATE_API_KEY: 'libre-key', SPEECHDECK_LIBRETRANSLATE_TIMEOUT_SECONDS: '1' },
  });
  ann = await confirmedUser(host, 'ann@example.com');
  meeting = await transcriptOf(host, ann.id, ['Good morning.', 'How are you?', 'Fine, thanks.', 'See you tomorrow.']);
});
afterAll(async () => {
  await host.close();
  await libre.close();
});
beforeEach(() => {
  libre.received = [];
  libre.answer = asLibreTranslate;
});

const translatePosts = () => libre.received.filter((r) => r.path === '/translate');

describe('LibreTranslate behind /api/mt', () => {
  it('lists its pairs beside apertium\'s, as its /languages says', async () => {
    const response = await fetch(`${host.url}/api/mt/languages`, { headers: { authorization: `Bearer ${ann.token}` } });
    const { pairs, unavailable } = (await response.json()) as ServedPairs;
    expect(pairs.filter((p) => p.engine === 'libretranslate')).toEqual([
      { engine: 'libretranslate', source: 'en', target: 'es' }, { engine: 'libretranslate', source: 'en', target: 'tr' },
      { engine: 'libretranslate', source: 'es', target: 'en' }, { engine: 'libretranslate', source: 'tr', target: 'en' },
    ]);
    expect(pairs.some((p) => p.engine === 'apertium')).toBe(true);
    expect(unavailable).toEqual([]);
  });

  it('translates a pair only it serves, sending the text, the pair and the key', async () => {
    const { status, body } = await translate(host, ann.token, { text: 'Good morning.\n\nSee you.', source: 'en', target: 'tr' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ engine: 'libretranslate', source: 'en', target: 'tr', text: '[tr] Good morning.\n\n[tr] See you.' });
    expect(translatePosts().map((r) => r.json)).toEqual([{ q: ['Good morning.', 'See you.'], source: 'en', target: 'tr', format: 'text', api_key: 'libre-key' }]);
  });

  it('leaves a pair apertium serves to apertium unless asked for by name', async () => {
    expect((await translate(host, ann.token, { text: 'Good morning.', source: 'en', target: 'es' })).body.engine).toBe('apertium');
    expect(translatePosts()).toEqual([]);
    const named = await translate(host, ann.token, { text: 'Good morning.', source: 'en', target: 'es', engine: 'libretranslate' });
    expect(named.body).toMatchObject({ engine: 'libretranslate', text: '[es] Good morning.' });
  });

  it("sends a transcript's segments in one request and answers them at their times", async () => {
    const { status, body } = await translate(host, ann.token, { processId: meeting.processId, target: 'tr' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(translatePosts().map((r) => (r.json as { q: string[] }).q)).toEqual([['Good morning.', 'How are you?', 'Fine, thanks.', 'See you tomorrow.']]);
    expect(body.transcript!.segments.map((s) => [s.start, s.spk, s.text])).toEqual(meeting.segments.map((s) => [s.start, s.spk, `[tr] ${s.sent}`]));
  });

  it('maps its failures: a refused key 503, an error 502, a wrong answer 502, too slow 504', async () => {
    const ask = () => translate(host, ann.token, { text: 'Hello', source: 'en', target: 'tr' });
    libre.answer = (request, response) => (request.path === '/translate' ? json(response, 403, { error: 'Invalid API key' }) : asLibreTranslate(request, response));
    let failed = await ask();
    expect([failed.status, failed.body.message]).toEqual([503, 'The LibreTranslate server refused our credentials (HTTP 403; its answer is logged for the operator): check SPEECHDECK_LIBRETRANSLATE_API_KEY.']);
    libre.answer = (request, response) => (request.path === '/translate' ? json(response, 500, { error: 'model crashed' }) : asLibreTranslate(request, response));
    failed = await ask();
    expect([failed.status, failed.body.message]).toEqual([502, 'The LibreTranslate server failed (HTTP 500; its answer is logged for the operator).']);
    libre.answer = (request, response) => (request.path === '/translate' ? json(response, 200, { translatedText: 'one string' }) : asLibreTranslate(request, response));
    failed = await ask();
    expect([failed.status, failed.body.message]).toEqual([502, 'The LibreTranslate server answered no translation for each of the 1 texts sent.']);
    libre.answer = async (request, response) => {
      if (request.path !== '/translate') return asLibreTranslate(request, response);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      asLibreTranslate(request, response);
    };
    failed = await ask();
    expect([failed.status, failed.body.message]).toEqual([504, 'The LibreTranslate server did not answer within 1 s.']);
  });
});

describe('a LibreTranslate server that cannot be reached', () => {
  it('is listed as unavailable with what to check, and asking it by name answers 503', async () => {
    const gone = await startLoopbackDouble();
    await gone.close();
    const lonely = await startMtHost({ env: { SPEECHDECK_LIBRETRANSLATE_URL: gone.url } });
    try {
      const user = await confirmedUser(lonely, 'bob@example.com');
      const listed = (await (await fetch(`${lonely.url}/api/mt/languages`, { headers: { authorization: `Bearer ${user.token}` } })).json()) as ServedPairs;
      expect(listed.unavailable).toEqual([{ engine: 'libretranslate', message: 'The LibreTranslate server cannot be reached (ECONNREFUSED): check SPEECHDECK_LIBRETRANSLATE_URL.' }]);
      expect(listed.pairs.some((p) => p.engine === 'apertium')).toBe(true);
      const named = await translate(lonely, user.token, { text: 'Hello', source: 'en', target: 'es', engine: 'libretranslate' });
      expect([named.status, named.body.message]).toEqual([503, 'The LibreTranslate server cannot be reached (ECONNREFUSED): check SPEECHDECK_LIBRETRANSLATE_URL.']);
      const turkish = await translate(lonely, user.token, { text: 'Hello', source: 'en', target: 'tr' });
      expect(turkish.status).toBe(422);
      expect(turkish.body.message).toMatch(/Pairs served: apertium: .* The LibreTranslate server cannot be reached/);
    } finally {
      await lonely.close();
    }
  });
});

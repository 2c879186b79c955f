import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platform, type ProcessRunner } from '@speechdeck/core/server';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { confirmedUser, mediaFilesOf, override, processRunner, type TestHost } from '@speechdeck/testing';
import { MT_LIMITS, type ServedPairs } from '../contract/mt-api.ts';
import { startMtHost, transcriptOf, translate } from './testing/mt-host.ts';

/** Every apertium run the host makes, with its arguments: the host's own runner, counted. */
const apertiumRuns: string[][] = [];
const countingRunner: ProcessRunner = {
  isInstalled: (command) => processRunner.isInstalled(command),
  start: (command, args, options) => processRunner.start(command, args, options),
  run(command, args, options) {
    if (options.name === 'apertium') apertiumRuns.push([command, ...args]);
    return processRunner.run(command, args, options);
  },
};

let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
let meeting: RecognitionResult;
/** The segments as corrected: the first ends mid-phrase, so a translation that ignored the boundary would pull "cat" into it. */
const SEGMENTS = ['I saw the big', 'cat is here', 'The house is very old.', 'My friend lives in Barcelona.'];

beforeAll(async () => {
  host = await startMtHost({ overrides: [override(platform.processes, countingRunner)] });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
  meeting = await transcriptOf(host, ann.id, SEGMENTS);
});
afterAll(() => host.close());

const languages = async (token = ann.token) => {
  const response = await fetch(`${host.url}/api/mt/languages`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as ServedPairs };
};

describe('GET /api/mt/languages', () => {
  it("answers apertium's installed English pairs in ISO 639-1, one per direction (its variants left out)", async () => {
    const { status, body } = await languages();
    expect(status).toBe(200);
    const apertium = body.pairs.filter((p) => p.engine === 'apertium').map((p) => `${p.source}-${p.target}`);
    expect(apertium).toEqual(expect.arrayContaining(['en-es', 'es-en', 'en-ca', 'ca-en', 'en-gl', 'gl-en', 'en-eo', 'eo-en', 'eu-en']));
    expect(new Set(apertium).size).toBe(apertium.length);
    // Only the engines configured: no LibreTranslate or chat server on a fresh host, and nothing down.
    expect(body.pairs.every((p) => p.engine === 'apertium')).toBe(true);
    expect(body.unavailable).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await fetch(`${host.url}/api/mt/languages`)).status).toBe(401);
  });
});

describe('POST /api/mt/translate with text (real apertium)', () => {
  it('translates English to Spanish, each paragraph on its own and the breaks kept', async () => {
    const { status, body } = await translate(host, ann.token, { text: 'The house is very old.\n\nMy friend lives in Barcelona.', source: 'en', target: 'es' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ engine: 'apertium', source: 'en', target: 'es', transcript: null });
    const [first, second, ...rest] = body.text.split('\n\n');
    expect(rest).toEqual([]);
    expect(first).toMatch(/casa/i);
    expect(first).toMatch(/viej/i);
    expect(second).toMatch(/amigo/i);
    expect(second).toContain('Barcelona');
  });

  it('leaves words it does not know as they are, without apertium\'s * mark', async () => {
    const { body } = await translate(host, ann.token, { text: 'Dashwood is in the house.', source: 'en', target: 'es' });
    expect(body.text).toContain('Dashwood');
    expect(body.text).not.toContain('*');
    expect(body.text).toMatch(/casa/i);
  });

  it('translates the other way, and into Catalan and Galician', async () => {
    expect((await translate(host, ann.token, { text: 'La casa es muy vieja.', source: 'es', target: 'en' })).body.text).toMatch(/house/i);
    expect((await translate(host, ann.token, { text: 'The house is very old.', source: 'en', target: 'ca' })).body.text).toMatch(/casa/i);
    expect((await translate(host, ann.token, { text: 'The house is very old.', source: 'EN', target: 'gl', engine: 'apertium' })).body).toMatchObject({ engine: 'apertium', source: 'en', target: 'gl' });
  });

  it('leaves no scratch in the user\'s work dir', async () => {
    await translate(host, ann.token, { text: 'Good morning.', source: 'en', target: 'es' });
    expect((await mediaFilesOf(host, ann.id)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('POST /api/mt/translate with a transcript', () => {
  it('answers each segment translated at its time, speaker and position, from one apertium run', async () => {
    const before = apertiumRuns.length;
    const { status, body } = await translate(host, ann.token, { processId: meeting.processId, target: 'es' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(apertiumRuns.length - before).toBe(1);
    expect(body).toMatchObject({ engine: 'apertium', source: 'en', target: 'es' });
    expect(body.transcript).toMatchObject({ processId: meeting.processId, fn: 'meeting.wav', duration: meeting.duration });
    const segments = body.transcript!.segments;
    expect(segments.map(({ position, start, end, spk, original }) => ({ position, start, end, spk, original }))).toEqual(
      meeting.segments.map(({ position, start, end, spk, sent }) => ({ position, start, end, spk, original: sent })),
    );
    expect(segments.map((s) => s.original)).toEqual(SEGMENTS);
    // The boundary held: "big" stays in the first segment, "cat" (gato) in the second.
    expect(segments[0]!.text).not.toMatch(/gato/i);
    expect(segments[1]!.text).toMatch(/gato/i);
    expect(segments[2]!.text).toMatch(/casa/i);
    expect(segments[3]!.text).toContain('Barcelona');
    expect(body.text).toBe(segments.map((s) => s.text).join('\n'));
  });

  it("answers 404 for another user's transcript and for one that does not exist", async () => {
    const other = await translate(host, bob.token, { processId: meeting.processId, target: 'es' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(`No result with process id '${meeting.processId}'.`);
    expect((await translate(host, ann.token, { processId: 'no-such-process', target: 'es' })).status).toBe(404);
  });
});

describe('POST /api/mt/translate refuses what it cannot do, saying why', () => {
  it('text that is empty, too long, with a transcript too, or neither: 400 naming the field', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ text: '   ', source: 'en', target: 'es' }, 'text', /empty/],
      [{ text: 'x'.repeat(MT_LIMITS.textMaxChars + 1), source: 'en', target: 'es' }, 'text', /20,000 characters/],
      [{ text: 'Hello', processId: meeting.processId, source: 'en', target: 'es' }, 'text', /either text or a processId/],
      [{ source: 'en', target: 'es' }, 'text', /either text or a processId/],
      [{ text: 'Hello', target: 'es' }, 'source', /which language/],
      [{ text: 'Hello', source: 'english!', target: 'es' }, 'source', /language code/],
      [{ text: 'Hello', source: 'en', target: 'es', engine: 'google' }, 'engine', /apertium, libretranslate, openai/],
      [{ text: 'Hello', source: 'en', target: 'en' }, 'target', /another language/],
    ];
    for (const [request, field, message] of cases) {
      const { status, body } = await translate(host, ann.token, request);
      expect(status, JSON.stringify(request).slice(0, 80)).toBe(400);
      expect(body.fields?.[field], JSON.stringify(body)).toMatch(message);
    }
  });

  it('a pair nobody serves: 422 naming the pairs served', async () => {
    const { status, body } = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'tr' });
    expect(status).toBe(422);
    expect(body.message).toMatch(/^No engine here translates en to tr\. Pairs served: apertium: ca→en, en→ca, .*en→es, .*es→en/);
    const named = await translate(host, ann.token, { text: 'Hello', source: 'eu', target: 'es', engine: 'apertium' });
    expect(named.status).toBe(422);
    expect(named.body.message).toMatch(/^apertium does not translate eu to es here\. It translates: .*eu→en/);
  });

  it('an engine not configured here: 503 naming what to set', async () => {
    const libre = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'es', engine: 'libretranslate' });
    expect(libre.status).toBe(503);
    expect(libre.body.message).toContain('SPEECHDECK_LIBRETRANSLATE_URL');
    const chat = await translate(host, ann.token, { text: 'Hello', source: 'en', target: 'es', engine: 'openai' });
    expect(chat.status).toBe(503);
    expect(chat.body.message).toContain('SPEECHDECK_MT_OPENAI_URL');
  });
});

describe('a host without apertium', () => {
  it('serves no apertium pair, and asking for apertium answers 503 naming the Debian package', async () => {
    const bare = await startMtHost({ env: { SPEECHDECK_APERTIUM_BIN: '/nonexistent/apertium' } });
    try {
      const user = await confirmedUser(bare, 'carol@example.com');
      const listed = await fetch(`${bare.url}/api/mt/languages`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(await listed.json()).toEqual({ pairs: [], unavailable: [] });
      const named = await translate(bare, user.token, { text: 'Hello', source: 'en', target: 'es', engine: 'apertium' });
      expect(named.status).toBe(503);
      expect(named.body.message).toMatch(/apertium is not installed on this server: apt-get install apertium apertium-eng-spa/);
      const any = await translate(bare, user.token, { text: 'Hello', source: 'en', target: 'es' });
      expect(any.status).toBe(422);
      expect(any.body.message).toBe('No engine here translates en to es. No pairs are served here.');
    } finally {
      await bare.close();
    }
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@speechdeck/core/server';
import { audioTools, confirmedUser, mediaFilesOf, override, startTestHost, tempDir, until, type TestHost } from '@speechdeck/testing';
import { TTS_LIMITS, type Synthesis, type Voice } from '../../contract/tts-api.ts';
import { JOE_MODEL, synthesizerRef } from '@speechdeck/engines/synthesis';
import { checkoutModels } from '@speechdeck/engines/testing';
import { QUICK_SECONDS_PER_CHAR, quickSynthesizer } from '../testing/quick-synthesizer.ts';
import { ttsServerPlugin } from '../index.ts';

// The routes and the job over HTTP, with a synthesizer that answers at once (the host's real
// voices, noise for speech: quickSynthesizer); encoding, storing and serving the audio are real.
// One synthesis by the real engine of the English default (Piper joe where its model is installed,
// else flite slt) through the API is the first describe; a queued one on the backends,
// tts-backends.test.ts.

const quick = quickSynthesizer();
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
const work = tempDir('tts-api');

beforeAll(async () => {
  host = await startTestHost({ plugins: [ttsServerPlugin], overrides: [override(synthesizerRef, quick)] });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
});
afterAll(async () => {
  await host.close();
  work.remove();
});

const NORTH_WIND = 'The north wind and the sun were disputing which was the stronger, when a traveler came along.';

function call(method: string, path: string, { token = ann.token, body, headers = {}, on = host }: { token?: string; body?: unknown; headers?: Record<string, string>; on?: TestHost } = {}) {
  return fetch(`${on.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const json = async <T>(response: Response) => (await response.json()) as T;
const list = async (token = ann.token) => (await json<{ syntheses: Synthesis[] }>(await call('GET', '/api/tts/synthesize', { token }))).syntheses;
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** The user's stored files and what is left in their work dir; scratch (dot names) listed too, since none may remain. */
const mediaFiles = (userId: number) => mediaFilesOf(host, userId);

async function saved(bytes: Buffer, name: string) {
  const path = join(work.dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function finished(id: string, token = ann.token): Promise<{ final: Synthesis; progress: number[] }> {
  const progress: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const state = await json<Synthesis>(await call('GET', `/api/tts/synthesize/${id}`, { token }));
    progress.push(state.progress);
    if (state.status === 'done' || state.status === 'failed') return { final: state, progress };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`synthesis ${id} did not finish`);
}

describe('GET /api/tts/voices', () => {
  it('is public, and serves English by flite (slt by default) and Turkish by espeak-ng, one default per language', async () => {
    const response = await fetch(`${host.url}/api/tts/voices`);
    expect(response.status).toBe(200);
    const { voices } = await json<{ voices: Voice[] }>(response);
    expect(voices).toContainEqual(expect.objectContaining({ id: 'flite:slt', language: 'en', engine: 'flite', isDefault: true }));
    expect(voices.find((v) => v.language === 'tr' && v.isDefault)).toMatchObject({ engine: 'espeak-ng' });
    for (const language of new Set(voices.map((v) => v.language))) {
      expect(voices.filter((v) => v.language === language && v.isDefault), language).toHaveLength(1);
    }
  });
});

describe('synthesis by the real engine, through the API', () => {
  let real: TestHost;
  let cy = { token: '', id: 0 };
  beforeAll(async () => {
    real = await startTestHost({ plugins: [ttsServerPlugin] });
    cy = await confirmedUser(real, 'cy@example.com');
  });
  afterAll(() => real.close());

  it('answers the default voice\'s speech as a named WAV download, and stores nothing: no synthesis listed, no file left', async () => {
    const response = await call('POST', '/api/tts/synthesize', { on: real, token: cy.token, body: { text: NORTH_WIND, language: 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="speech-${date}-the-north-wind-and-the.wav"; filename*=UTF-8''speech-${date}-the-north-wind-and-the.wav`,
    );
    const audio = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(audio.length);
    const wav = await readWavInfo(await saved(audio, 'north-wind.wav'));
    // About six seconds of speech: a voice speaks 10 to 20 characters a second, at its own rate (Piper 22,050 Hz, flite 16 kHz).
    expect(wav).toMatchObject({ sampleRate: checkoutModels().has(JOE_MODEL) ? 22_050 : 16_000, channels: 1 });
    expect(wav.durationSec).toBeGreaterThan(NORTH_WIND.length / 25);
    expect(wav.durationSec).toBeLessThan(NORTH_WIND.length / 8);

    expect((await json<{ syntheses: Synthesis[] }>(await call('GET', '/api/tts/synthesize', { on: real, token: cy.token }))).syntheses).toEqual([]);
    expect(await real.query('SELECT count(*) AS n FROM syntheses')).toEqual([{ n: 0 }]);
    // The answer's file is removed once it is sent (just after the client has read it).
    await until(async () => (await mediaFilesOf(real, cy.id)).length === 0, { what: 'the answered file to be removed' });
  });
});

describe('POST /api/tts/synthesize', () => {
  it('answers the speech as a named WAV download of what the engine said, and stores nothing: no synthesis listed, no file left', async () => {
    const before = { listed: await list(), files: await mediaFiles(ann.id) };
    const response = await call('POST', '/api/tts/synthesize', { body: { text: NORTH_WIND, language: 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="speech-[\d-]+-the-north-wind-and-the\.wav"/);
    const audio = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(audio.length);
    expect(quick.calls.at(-1)).toMatchObject({ text: NORTH_WIND, language: 'en', rate: 1, pitch: 0 });
    const wav = await readWavInfo(await saved(audio, 'north-wind-quick.wav'));
    expect(wav.durationSec).toBeCloseTo(NORTH_WIND.length * QUICK_SECONDS_PER_CHAR, 2);

    expect(await list()).toEqual(before.listed);
    expect(await host.query('SELECT count(*) AS n FROM syntheses WHERE user_id = ?', ann.id)).toEqual([{ n: before.listed.length }]);
    await until(async () => (await mediaFiles(ann.id)).length === before.files.length, { what: 'the answered file to be removed' });
    expect(await mediaFiles(ann.id)).toEqual(before.files);
  });

  it('answers a Range of the audio with 206, as a player asks', async () => {
    const body = { text: 'Seek into me.', language: 'en' };
    const whole = await bytesOf(await call('POST', '/api/tts/synthesize', { body }));
    const part = await call('POST', '/api/tts/synthesize', { body, headers: { range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${whole.length}`);
    // The same RIFF header: the same text makes the same audio.
    expect((await bytesOf(part)).equals(whole.subarray(0, 44))).toBe(true);
  });

  it("reads the editor's HTML as its text, and encodes MP3 and Ogg by content", async () => {
    const mp3 = await call('POST', '/api/tts/synthesize', { body: { html: '<h1>Good morning</h1><p>This is <b>bold</b> and <i>plain</i> text.</p>', language: 'en', format: 'mp3' } });
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    // Named from the words of the HTML, not its tags.
    expect(mp3.headers.get('content-disposition')).toMatch(/filename="speech-[\d-]+-good-morning-this-is-bold\.mp3"/);
    // The engine was given the words, a sentence per block.
    expect(quick.calls.at(-1)!.text).toBe('Good morning. This is bold and plain text.');
    const mp3Info = await audioTools.probe(await saved(await bytesOf(mp3), 'html.mp3'));
    expect(mp3Info.formatName).toBe('mp3');
    expect(mp3Info.durationSec).toBeGreaterThan(1);

    const ogg = await call('POST', '/api/tts/synthesize', { body: { text: 'Short and sweet.', language: 'en', format: 'ogg', rate: 1.5, pitch: 3 } });
    expect(ogg.status).toBe(200);
    expect(ogg.headers.get('content-type')).toBe('audio/ogg');
    expect(quick.calls.at(-1)).toMatchObject({ text: 'Short and sweet.', rate: 1.5, pitch: 3 });
    const oggInfo = await audioTools.probe(await saved(await bytesOf(ogg), 'short.ogg'));
    expect(oggInfo.formatName).toBe('ogg');
    expect(oggInfo.durationSec).toBeGreaterThan(0.3);
  });

  it('says Turkish, named in UTF-8 with an ASCII name beside it', async () => {
    const response = await call('POST', '/api/tts/synthesize', { body: { text: 'Günaydın, bugün hava çok güzel.', language: 'tr' } });
    expect(response.status).toBe(200);
    const date = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="speech-${date}-gunaydin-bugun-hava-cok-guzel.wav"; filename*=UTF-8''speech-${date}-g%C3%BCnayd%C4%B1n-bug%C3%BCn-hava-%C3%A7ok-g%C3%BCzel.wav`,
    );
    // Said by Turkish's default voice, espeak-ng's.
    expect(quick.calls.at(-1)).toMatchObject({ language: 'tr', voice: expect.stringMatching(/^espeak-ng:/) });
    expect((await readWavInfo(await saved(await bytesOf(response), 'tr.wav'))).durationSec).toBeGreaterThan(1);
  });

  it('refuses bad input with a 4xx naming what is wrong, and stores nothing', async () => {
    const before = { listed: (await list()).length, files: await mediaFiles(ann.id) };
    const refused = async (path: string, body: unknown, status: number, message: RegExp, field?: string) => {
      const response = await call('POST', path, { body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const answer = await json<{ message: string; fields?: Record<string, string> }>(response);
      expect(answer.message).toMatch(message);
      if (field) expect(answer.fields?.[field], field).toBeDefined();
    };
    const sync = '/api/tts/synthesize';
    await refused(sync, { language: 'en' }, 400, /^Enter some text\.$/, 'text');
    await refused(sync, { text: ' \n\t ', language: 'en' }, 400, /^Enter some text\.$/, 'text');
    await refused(sync, { html: '<p> </p><img src="a.png">', language: 'en' }, 400, /^Enter some text\.$/, 'html');
    await refused(sync, { text: 'one', html: '<p>two</p>', language: 'en' }, 400, /^Send text or html, not both\.$/);
    await refused(sync, { text: 'x '.repeat(2501) + 'y', language: 'en' }, 413, /5,003 characters; POST \/api\/tts\/synthesize takes at most 5,000\. .*synthesizeQueue/);
    await refused('/api/tts/synthesizeQueue', { text: 'word '.repeat(20_001), language: 'en' }, 413, /takes at most 100,000\./);
    await refused(sync, { text: 'hello', language: 'xx' }, 422, /xx/);
    await refused(sync, { text: 'hello', language: 'en', voice: 'flite:nobody' }, 422, /flite:nobody/);
    await refused(sync, { text: 'hello', language: 'en', format: 'flac' }, 400, /./, 'format');
    await refused(sync, { text: 'hello', language: 'en', rate: TTS_LIMITS.rate.max + 1 }, 400, /./, 'rate');
    await refused(sync, { text: 'hello', language: 'en', pitch: TTS_LIMITS.pitch.min - 1 }, 400, /./, 'pitch');
    await refused(sync, { text: 'hello' }, 400, /./, 'language');
    expect((await call('POST', sync, { token: '', body: { text: 'hello', language: 'en' } })).status).toBe(401);
    expect((await call('POST', '/api/tts/synthesizeQueue', { token: '', body: { text: 'hello', language: 'en' } })).status).toBe(401);
    expect((await list()).length).toBe(before.listed);
    expect(await mediaFiles(ann.id)).toEqual(before.files);
  });
});

describe('POST /api/tts/synthesizeQueue and the stored syntheses', () => {
  // Sixteen sentences, over a thousand characters: several pieces of at most 500.
  const animals = ['fox', 'heron', 'badger', 'otter', 'sparrow', 'beaver', 'lynx'];
  const places = ['river', 'meadow', 'old mill', 'quiet lake', 'stone bridge', 'pine forest'];
  const longText = Array.from({ length: 16 }, (_, i) => `On day ${i + 1} the ${animals[i % animals.length]} walked slowly past the ${places[i % places.length]} and looked around.`).join(' ');

  it('synthesizes over a thousand characters piece by piece with progress, and the audio seeks with Range', async () => {
    expect(longText.length).toBeGreaterThan(1000);
    const callsBefore = quick.calls.length;
    // The second piece waits until progress between the start and the end has been seen.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    quick.before = () => (quick.calls.length - callsBefore === 2 ? held : undefined);
    let id = '';
    let final: Synthesis;
    let progress: number[];
    try {
      const queued = await call('POST', '/api/tts/synthesizeQueue', { body: { text: longText, language: 'en', format: 'mp3' } });
      expect(queued.status).toBe(200);
      ({ id } = await json<{ id: string }>(queued));
      await until(async () => {
        const state = await json<Synthesis>(await call('GET', `/api/tts/synthesize/${id}`));
        return state.progress > 0 && state.progress < 1;
      }, { what: 'progress between the start and the end' });
      letGo();
      ({ final, progress } = await finished(id));
    } finally {
      letGo();
      delete quick.before;
    }
    expect(final).toMatchObject({ id, status: 'done', progress: 1, characters: longText.length, format: 'mp3', engine: 'flite', voice: 'flite:slt' });
    // Progress only rises, and was seen between the start and the end.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 0 && p < 1)).toBe(true);
    // Every piece said, in order, and all of them in the audio.
    const pieces = quick.calls.slice(callsBefore).map((input) => input.text);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((piece) => piece.length <= 500)).toBe(true);
    expect(pieces.join(' ')).toBe(longText);
    expect(final.duration!).toBeGreaterThan(longText.length * QUICK_SECONDS_PER_CHAR * 0.99);
    expect(final.duration!).toBeLessThan(longText.length * QUICK_SECONDS_PER_CHAR + pieces.length);

    const whole = await call('GET', `/api/tts/synthesize/${id}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const audio = await bytesOf(whole);
    expect(audio.length).toBe(final.bytes);
    const probed = await audioTools.probe(await saved(audio, 'long.mp3'));
    expect(probed.durationSec).toBeCloseTo(final.duration!, 0);

    const first = await call('GET', `/api/tts/synthesize/${id}/audio`, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${audio.length}`);
    expect((await bytesOf(first)).equals(audio.subarray(0, 100))).toBe(true);
    const tail = await call('GET', `/api/tts/synthesize/${id}/audio`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(audio.subarray(audio.length - 10))).toBe(true);
    const beyond = await call('GET', `/api/tts/synthesize/${id}/audio`, { headers: { range: `bytes=${audio.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${audio.length}`);
  });

  it('lists newest first; another user learns nothing of them (404 on every call by id, as for an unknown id)', async () => {
    const ids: string[] = [];
    for (const text of ['First of two.', 'Second of two.']) {
      host.clock.advance(1000);
      ids.push((await json<{ id: string }>(await call('POST', '/api/tts/synthesizeQueue', { body: { text, language: 'en' } }))).id);
    }
    for (const id of ids) await finished(id);
    expect((await list()).slice(0, 2).map((s) => s.id)).toEqual([...ids].reverse());

    expect(await list(bob.token)).toEqual([]);
    const unknown = await call('GET', '/api/tts/synthesize/no-such-id', { token: bob.token });
    expect(unknown.status).toBe(404);
    const unknownMessage = (await json<{ message: string }>(unknown)).message.replace('no-such-id', ids[0]!);
    for (const [method, path] of [['GET', `/api/tts/synthesize/${ids[0]}`], ['GET', `/api/tts/synthesize/${ids[0]}/audio`], ['DELETE', `/api/tts/synthesize/${ids[0]}`]] as const) {
      const response = await call(method, path, { token: bob.token });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<{ message: string }>(response)).message).toBe(unknownMessage);
    }
    expect((await call('GET', `/api/tts/synthesize/${ids[0]}`)).status).toBe(200);
  });

  it('DELETE removes the synthesis, its text and its audio; the id is then unknown', async () => {
    const { id } = await json<{ id: string }>(await call('POST', '/api/tts/synthesizeQueue', { body: { text: 'Soon to be gone.', language: 'en', format: 'ogg' } }));
    await finished(id);
    const before = await mediaFiles(ann.id);
    const deleted = await call('DELETE', `/api/tts/synthesize/${id}`);
    expect(deleted.status).toBe(200);
    expect((await json<{ message: string }>(deleted)).message).toBe('The synthesis and its audio are deleted.');
    const after = await mediaFiles(ann.id);
    expect(before.filter((f) => !after.includes(f)).map((f) => f.split('.').pop()).sort()).toEqual(['ogg', 'txt']);
    expect(after.every((f) => before.includes(f))).toBe(true);
    expect((await call('GET', `/api/tts/synthesize/${id}`)).status).toBe(404);
    expect((await call('GET', `/api/tts/synthesize/${id}/audio`)).status).toBe(404);
    expect((await call('DELETE', `/api/tts/synthesize/${id}`)).status).toBe(404);
    expect((await list()).some((s) => s.id === id)).toBe(false);
  });

  it('keeps exactly a text and an audio file per synthesis, and no scratch', async () => {
    const syntheses = await list();
    const files = await mediaFiles(ann.id);
    expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.txt'))).toHaveLength(syntheses.length);
    expect(files.filter((f) => !f.endsWith('.txt'))).toHaveLength(syntheses.filter((s) => s.status === 'done').length);
  });
});

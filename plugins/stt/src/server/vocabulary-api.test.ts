import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHISPER_TINY_EN } from '@speechdeck/engines/whisper';
import { fakeModels } from '@speechdeck/engines/testing';
import { asrRef, type TranscribeOptions } from '@speechdeck/engines/recognition';
import { accountsClient, confirmedUser, librivoxClips, override, startTestHost, TEST_ADMIN, uploadTo, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { fakeAsr, spokenOver } from '../testing/index.ts';
import { VOCABULARY_MAX_WORDS } from '../contract/vocabulary-api.ts';
import { recognitionPlugins } from './testing/recognition-plugins.ts';

/*
 * GET and PUT /api/stt/vocabulary over real HTTP on a SQLite test host, and the rule that a
 * recognition of a user with a list hands it to the engine (a fake that records what it was asked,
 * and takes no hotwords: Whisper's two passes are vocabulary-whisper.test.ts's). What each real engine makes of the list: vocabulary-whisper.test.ts, and
 * engines/src/recognition/bias (pocketsphinx's models).
 */

const clip = librivoxClips()[0];
/** The vocabulary each fake recognition was given, by the engine it ran on. */
const asked: (TranscribeOptions['vocabulary'] | undefined)[] = [];
let host: TestHost;
let ann = { token: '', id: 0 };
let bob = { token: '', id: 0 };
let adminToken = '';

beforeAll(async () => {
  const asr = fakeAsr(async (wav, options) => {
    asked.push(options.vocabulary);
    return spokenOver(wav, options);
  }, { models: fakeModels([WHISPER_TINY_EN.id]) });
  host = await startTestHost({ plugins: recognitionPlugins, overrides: [override(asrRef, asr)] });
  ann = await confirmedUser(host, 'ann@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
  adminToken = (await accountsClient(host).login(TEST_ADMIN.email, TEST_ADMIN.password)).jwtToken;
});
afterAll(() => host.close());

async function call(method: 'GET' | 'PUT', token: string, body?: unknown, query = '') {
  const response = await fetch(`${host.url}/api/stt/vocabulary${query}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { words: { text: string; soundsLike?: string[] }[]; updatedAt: string | null; message?: string } };
}

describe('GET and PUT /api/stt/vocabulary', () => {
  it('answers an empty list before the first save, then the list saved, replaced whole by the next', async () => {
    expect((await call('GET', ann.token)).body).toEqual({ words: [], updatedAt: null });
    const first = await call('PUT', ann.token, { words: [{ text: ' Xarelto ', soundsLike: ['zuh relto'] }, { text: 'Kallax' }] });
    expect(first.status).toBe(200);
    // Trimmed as stored.
    expect(first.body.words).toEqual([{ text: 'Xarelto', soundsLike: ['zuh relto'] }, { text: 'Kallax' }]);
    expect((await call('GET', ann.token)).body).toMatchObject({ words: first.body.words, updatedAt: expect.any(String) });
    await call('PUT', ann.token, { words: [{ text: 'Reykjavik' }] });
    expect((await call('GET', ann.token)).body.words).toEqual([{ text: 'Reykjavik' }]);
    // One user's list is not another's.
    expect((await call('GET', bob.token)).body.words).toEqual([]);
  });

  it.each([
    ['an empty word', [{ text: '  ' }]],
    ['a word over 64 characters', [{ text: 'a'.repeat(65) }]],
    ['four sounds-like spellings', [{ text: 'Xarelto', soundsLike: ['a', 'b', 'c', 'd'] }]],
    ['a comma, which the word file separates spellings with', [{ text: 'Xarelto, zuh relto' }]],
    ['the same word twice, in any case', [{ text: 'Kallax' }, { text: 'kallax' }]],
    [`more than ${VOCABULARY_MAX_WORDS} words`, Array.from({ length: VOCABULARY_MAX_WORDS + 1 }, (_, i) => ({ text: `word${i}` }))],
  ])('refuses %s with a 400, keeping the list as it was', async (_, words) => {
    await call('PUT', bob.token, { words: [{ text: 'Kept' }] });
    const { status } = await call('PUT', bob.token, { words });
    expect(status).toBe(400);
    expect((await call('GET', bob.token)).body.words).toEqual([{ text: 'Kept' }]);
  });

  it("gives another user's list to an admin only: a user naming another userId gets 403", async () => {
    await call('PUT', bob.token, { words: [{ text: 'Bobs word' }] });
    expect((await call('GET', ann.token, undefined, `?userId=${bob.id}`)).status).toBe(403);
    expect((await call('PUT', ann.token, { words: [] }, `?userId=${bob.id}`)).status).toBe(403);
    expect((await call('GET', adminToken, undefined, `?userId=${bob.id}`)).body.words).toEqual([{ text: 'Bobs word' }]);
    expect((await call('PUT', adminToken, { words: [{ text: 'Set by admin' }] }, `?userId=${bob.id}`)).status).toBe(200);
    expect((await call('GET', bob.token)).body.words).toEqual([{ text: 'Set by admin' }]);
  });
});

describe.skipIf(!clip)('a recognition with the owner\'s vocabulary', () => {
  it("hands the owner's list to an engine that recognizes once, and a user without one recognizes without", async () => {
    await call('PUT', ann.token, { words: [{ text: 'Dashwood' }, { text: 'Norland Park' }] });
    await call('PUT', bob.token, { words: [] });
    asked.length = 0;
    const withList = await uploadTo(`${host.url}/api/stt/recognize?language=en`, ann.token, clip!.wav);
    const without = await uploadTo(`${host.url}/api/stt/recognize?language=en`, bob.token, clip!.wav);
    expect([withList.status, without.status]).toEqual([200, 200]);
    expect(asked).toEqual([{ terms: ['Dashwood', 'Norland Park'] }, undefined]);
    expect((withList.body as unknown as RecognitionResult).notes).toContain('Listened for your vocabulary (2 words).');
  });
});

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, confirmedUser, createTestDatabase, startTestHost, STORE_DIALECTS, type TestHost } from '@speechdeck/testing';
import type { RecognitionResult } from '../index.ts';
import { workspaceServerPlugin } from './index.ts';
import { resultsAccess } from '../testing/index.ts';

let host: TestHost;
let me = { token: '', id: 0 };
const options = { language: 'en', isDiarize: true, vad: false, punct: false, sentText: false, oa: false };
const segment = (position: number, spk: string) => ({ position, start: position, end: position + 1, spk, sent: 'hello there', kw: [], oa: null, words: [] });

/** The ways clients send a POST whose values are all in the query. */
const EMPTY_BODIES: Record<string, RequestInit> = {
  'no body': {},
  'an empty JSON body': { headers: { 'content-type': 'application/json' }, body: '' },
  'an empty text body': { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '' },
  'an empty form': { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
};

async function post<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${host.url}/api/elastic/${path}`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${me.token}`, ...(init.headers as Record<string, string>) },
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe.each(STORE_DIALECTS)("the spec's calls with their values in the query, on %s", (dialect) => {
  beforeAll(async () => {
    const results = resultsAccess();
    const env: Record<string, string> = dialect === 'postgres' ? { SPEECHDECK_DATABASE_URL: await createTestDatabase() } : {};
    host = await startTestHost({ plugins: [workspaceServerPlugin, results.plugin], env });
    me = await confirmedUser(host, 'query-only@example.com');
    // The results a recognition would have stored, through the host's own store, and one's audio.
    for (const processId of ['P1', 'P2']) {
      await results.store().create({ processId, userId: me.id, fn: `${processId}.wav`, options, mediaKey: `${me.id}/${processId}.media` });
      await results.store().complete(me.id, processId, { language: 'en', duration: 2, engine: 'test', notes: [], segments: [segment(0, 'S1'), segment(1, 'S2')] });
    }
    const audio = join(host.app.media.workDir(me.id), 'P1.media');
    writeFileSync(audio, Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(64)]));
    await host.app.media.put(`${me.id}/P1.media`, audio);
  });
  afterAll(() => host.close());

  it('play a result\'s audio by the media token alone, and nothing else by it', async () => {
    const issued = await post<{ url: string; token: string }>('mediaToken?processId=P1', EMPTY_BODIES['an empty JSON body']);
    expect(issued.status).toBe(200);
    const audio = await fetch(`${host.url}${issued.body.url}`);
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    expect((await fetch(`${host.url}/api/elastic/load_audio/P2?t=${issued.body.token}`)).status).toBe(401);
  });

  it('edit a segment from the query alone, whatever empty body comes with it', async () => {
    for (const [name, init] of Object.entries(EMPTY_BODIES)) {
      const edited = await post<RecognitionResult>(`editResponseFromElastic?position=0&processId=P1&text=${encodeURIComponent(`sent with ${name}`)}`, init);
      expect(edited.status, name).toBe(200);
      expect(edited.body.segments[0]!.sent, name).toBe(`sent with ${name}`);
    }
    const renamed = await post<RecognitionResult>('editResponseFromElastic?position=1&processId=P1', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ spk: 'Anna' }),
    });
    expect(renamed.body.segments.map((s) => s.spk)).toEqual(['S1', 'Anna']);
  });

  it('rename a speaker, issue a media token and delete with an empty JSON body too', async () => {
    const empty = EMPTY_BODIES['an empty JSON body'];
    expect((await post('renameSpeaker?processId=P2&from=S1&to=Bora', empty)).status).toBe(200);
    expect((await post('mediaToken?processId=P2', empty)).status).toBe(200);
    expect((await post('deleteResponseFromElastic?processId=P2', empty)).status).toBe(200);
  });

  it('still refuses a broken JSON body', async () => {
    const broken = await post<{ message: string }>('editResponseFromElastic?position=0&processId=P1&text=x', { headers: { 'content-type': 'application/json' }, body: '{"text":' });
    expect(broken.status).toBe(400);
    const text = await post<RecognitionResult>('editResponseFromElastic?position=0&processId=P1');
    expect(text.status).toBe(400);
  });

  it('store no control characters from an edit: NUL and ESC are dropped, tab and newline kept', async () => {
    const edited = await post<RecognitionResult>(`editResponseFromElastic?position=0&processId=P1&text=${encodeURIComponent('a\u0000b \u001b[2Jc\td\ne\u007f')}`);
    expect(edited.body.segments[0]!.sent).toBe('ab [2Jc\td\ne');
    const speaker = await post<RecognitionResult>(`renameSpeaker?processId=P1&from=Anna&to=${encodeURIComponent('An\u001bna\u0000')}`);
    expect(speaker.body.segments[1]!.spk).toBe('Anna');
    const invisible = await post<{ fields: Record<string, string> }>(`renameSpeaker?processId=P1&from=Anna&to=${encodeURIComponent('\u0000\u001b')}`);
    expect(invisible.status).toBe(400);
    expect(invisible.body.fields).toEqual({ to: 'Required.' });
  });

  // Last: it ends the user's sessions.
  it('stop playing by a media token once its owner changed the password, as their sessions stop', async () => {
    const issued = await post<{ url: string }>('mediaToken?processId=P1');
    expect((await fetch(`${host.url}${issued.body.url}`)).status).toBe(200);
    await accountsClient(host, me.token).updatePassword('a fine passphrase', 'another fine passphrase');
    expect((await fetch(`${host.url}${issued.body.url}`)).status).toBe(401);
  });
});

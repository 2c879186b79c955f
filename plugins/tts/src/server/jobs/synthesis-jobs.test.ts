import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineFailedError } from '@speechdeck/core/server';
import { confirmedUser, mediaFilesOf, override, startTestHost, type TestHost } from '@speechdeck/testing';
import type { Synthesis } from '../../contract/tts-api.ts';
import { synthesizerRef } from '@speechdeck/engines/synthesis';
import { quickSynthesizer, untilAborted } from '../testing/quick-synthesizer.ts';
import { ttsServerPlugin } from '../index.ts';

// The job's life over HTTP, with a synthesizer that answers at once (the host's real voices, noise
// for speech: quickSynthesizer) unless a test holds or fails a piece.

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}


/** The user's rows in the syntheses table, listed or not. */
const rowsOf = async (host: TestHost, userId: number) => (await host.query('SELECT count(*) AS n FROM syntheses WHERE user_id = ?', userId))[0]!.n;

function client(host: TestHost, token: string) {
  const call = (method: string, path: string, body?: unknown, signal?: AbortSignal) => fetch(`${host.url}${path}`, {
    method, signal,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    call,
    queue: async (text: string) => ((await (await call('POST', '/api/tts/synthesizeQueue', { text, language: 'en' })).json()) as { id: string }).id,
    state: async (id: string) => (await (await call('GET', `/api/tts/synthesize/${id}`)).json()) as Synthesis,
    list: async () => ((await (await call('GET', '/api/tts/synthesize')).json()) as { syntheses: Synthesis[] }).syntheses,
  };
}

describe('a queued synthesis survives a restart of the host', () => {
  let dataDir = '';
  beforeAll(() => void (dataDir = mkdtempSync(join(tmpdir(), 'tts-restart-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is interrupted mid-run, runs again from its stored text in the next host, and completes once', async () => {
    const held = quickSynthesizer();
    held.before = (_input, signal) => untilAborted(signal);
    const first = await startTestHost({ plugins: [ttsServerPlugin], dataDir, overrides: [override(synthesizerRef, held)] });
    const { token, id: userId } = await confirmedUser(first, 'restart@example.com');
    const id = await client(first, token).queue('A synthesis that outlives its host. It is said in the next one.');
    await until(() => held.calls.length > 0, 'the first host runs the synthesis');
    expect((await client(first, token).state(id)).status).toBe('running');
    await first.close();
    expect(await first.query('SELECT status, progress FROM job_states WHERE id = ?', `tts.synthesize/${id}`)).toEqual([{ status: 'queued', progress: 0 }]);
    // Only the stored text remains: no scratch, no partial audio.
    expect((await mediaFilesOf(first, userId)).map((f) => f.split('.').pop())).toEqual(['txt']);

    const counting = quickSynthesizer();
    const second = await startTestHost({ plugins: [ttsServerPlugin], dataDir, overrides: [override(synthesizerRef, counting)] });
    try {
      const login = await fetch(`${second.url}/auth/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'restart@example.com', password: 'a fine passphrase' }),
      });
      const again = client(second, ((await login.json()) as { jwtToken: string }).jwtToken);
      await until(async () => (await again.state(id)).status === 'done', 'the second host finishes it');
      const audio = await again.call('GET', `/api/tts/synthesize/${id}/audio`);
      expect(audio.status).toBe(200);
      expect((await audio.arrayBuffer()).byteLength).toBe((await again.state(id)).bytes);
      expect(counting.calls.map((input) => input.text)).toEqual(['A synthesis that outlives its host. It is said in the next one.']);
      expect(await second.app.jobs.status(`tts.synthesize/${id}`)).toMatchObject({ status: 'done' });
      expect((await mediaFilesOf(second, userId)).map((f) => f.split('.').pop()).sort()).toEqual(['txt', 'wav']);
    } finally {
      await second.close();
    }
  });
});

describe('syntheses that fail, are deleted while they run, or lose their client', () => {
  let host: TestHost;
  let user = { token: '', id: 0 };
  const stopped = { held: 0, aborted: 0 };
  // Longer than one piece (500 characters), so a piece is already synthesized when the next fails.
  const firstPiece = 'This first part is synthesized without trouble by the engine. '.repeat(9);

  beforeAll(async () => {
    const failing = quickSynthesizer();
    failing.before = async (input, signal) => {
      if (input.text.includes('kaboom')) throw new EngineFailedError('The synthesizer crashed.');
      if (/hold on/i.test(input.text)) {
        stopped.held++;
        await untilAborted(signal).catch((error: unknown) => {
          stopped.aborted++;
          throw error;
        });
      }
    };
    host = await startTestHost({ plugins: [ttsServerPlugin], overrides: [override(synthesizerRef, failing)] });
    user = await confirmedUser(host, 'unlucky@example.com');
  });
  afterAll(() => host.close());

  it('a queued synthesis failing after its first piece is tried three times, then says failed with the reason, leaving only its text', async () => {
    const api = client(host, user.token);
    const before = await mediaFilesOf(host, user.id);
    const id = await api.queue(`${firstPiece} And then it goes kaboom.`);
    await until(async () => (await api.state(id)).status === 'failed', 'the synthesis fails');
    expect(await api.state(id)).toMatchObject({ status: 'failed', error: 'The synthesizer crashed.', bytes: null, duration: null });
    expect(await host.app.jobs.status(`tts.synthesize/${id}`)).toEqual({ status: 'failed', attempts: 3, error: 'The synthesizer crashed.' });
    const audio = await api.call('GET', `/api/tts/synthesize/${id}/audio`);
    expect(audio.status).toBe(409);
    expect(((await audio.json()) as { message: string }).message).toBe('The synthesis is not done yet: it failed: The synthesizer crashed..');
    const added = (await mediaFilesOf(host, user.id)).filter((f) => !before.includes(f));
    expect(added.map((f) => f.split('.').pop())).toEqual(['txt']);
  });

  it('the platform serves a synthesis\'s tracked job to its owner by the id the queue gave it; to anyone else it is unknown', async () => {
    const api = client(host, user.token);
    const id = await api.queue(`${firstPiece} It goes kaboom again.`);
    await until(async () => (await api.state(id)).status === 'failed', 'the synthesis fails');
    const jobPath = `/api/jobs/${encodeURIComponent(`tts.synthesize/${id}`)}`;
    const job = await api.call('GET', jobPath);
    expect(job.status).toBe(200);
    expect(await job.json()).toMatchObject({ id: `tts.synthesize/${id}`, kind: 'tts.synthesize', status: 'failed', error: 'The synthesizer crashed.', stage: null });
    const other = await confirmedUser(host, 'nosy@example.com');
    expect((await client(host, other.token).call('GET', jobPath)).status).toBe(404);
    expect((await api.call('GET', `/api/jobs/${encodeURIComponent('tts.synthesize/no-such-id')}`)).status).toBe(404);
  });

  it('a synchronous synthesis that fails after its first piece answers the reason and leaves nothing: no row, no file', async () => {
    const api = client(host, user.token);
    const before = { files: await mediaFilesOf(host, user.id), listed: await api.list() };
    const response = await api.call('POST', '/api/tts/synthesize', { text: `${firstPiece} Kaboom, said the kaboom.`, language: 'en' });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe('The synthesizer crashed.');
    expect(await mediaFilesOf(host, user.id)).toEqual(before.files);
    expect(await api.list()).toEqual(before.listed);
    expect(await rowsOf(host, user.id)).toBe(before.listed.length);
  });

  it('deleting a running synthesis stops its engine and removes everything it had', async () => {
    const api = client(host, user.token);
    const before = { files: await mediaFilesOf(host, user.id), held: stopped.held, aborted: stopped.aborted };
    const id = await api.queue('Please hold on for a while.');
    await until(() => stopped.held > before.held, 'the engine runs');
    expect((await api.state(id)).status).toBe('running');
    const early = await api.call('GET', `/api/tts/synthesize/${id}/audio`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe('The synthesis is not done yet: it is running (0 %).');
    expect((await api.call('DELETE', `/api/tts/synthesize/${id}`)).status).toBe(200);
    await until(() => stopped.aborted > before.aborted, 'the engine is stopped');
    await until(async () => (await host.app.jobs.status(`tts.synthesize/${id}`))?.status === 'done', 'the job ends');
    expect(await mediaFilesOf(host, user.id)).toEqual(before.files);
    expect((await api.call('GET', `/api/tts/synthesize/${id}`)).status).toBe(404);
  });

  it('a synchronous synthesis is never a row, even while it runs; its client leaving stops it and leaves no file', async () => {
    const api = client(host, user.token);
    const before = { files: await mediaFilesOf(host, user.id), listed: await api.list(), held: stopped.held, aborted: stopped.aborted };
    const leave = new AbortController();
    const answer = api.call('POST', '/api/tts/synthesize', { text: 'Hold on, I am leaving.', language: 'en' }, leave.signal).catch((error: unknown) => error);
    await until(() => stopped.held > before.held, 'the engine runs');
    expect(await api.list()).toEqual(before.listed);
    expect(await rowsOf(host, user.id)).toBe(before.listed.length);
    // Its work is scratch only, which a host that died now would sweep at its next start.
    expect((await mediaFilesOf(host, user.id)).filter((f) => !before.files.includes(f))).toEqual([expect.stringMatching(/^\.synthesis-[0-9a-f]+$/)]);
    leave.abort();
    expect(await answer).toBeInstanceOf(Error);
    await until(() => stopped.aborted > before.aborted, 'the engine is stopped');
    await until(async () => (await mediaFilesOf(host, user.id)).length === before.files.length, 'its scratch is removed');
    expect(await mediaFilesOf(host, user.id)).toEqual(before.files);
    expect(await api.list()).toEqual(before.listed);
  });
});

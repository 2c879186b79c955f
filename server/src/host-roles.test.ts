// @backends API hosts and workers on PostgreSQL, Redis and a bucket
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientGone, createServerPlugin, HttpError, platform } from '@speechdeck/core/server';
import { accountsClient, confirmedUser, freePort, startS3Server, startTestHost, TEST_ADMIN, type S3Server, type TestHost } from '@speechdeck/testing';

const hosts: TestHost[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A plugin whose job kinds note which host ran them: a job any host can queue over HTTP, and a call any host can make. */
function probePlugin(hostName: string, ranBy: string[]) {
  return createServerPlugin({
    id: 'probe',
    register(env) {
      env.registerInit({
        deps: { http: platform.http, jobs: platform.jobs },
        init({ http, jobs }) {
          jobs.define({ kind: 'probe.work', payload: z.object({ n: z.number() }), run: async () => void ranBy.push(hostName) });
          jobs.define({
            kind: 'probe.call', payload: z.object({ n: z.number() }),
            run: async ({ n }) => {
              ranBy.push(hostName);
              if (n === 422) throw new HttpError(422, 'Not that one.', { n: 'Pick another.' });
              return { twice: n * 2, by: hostName };
            },
          });
          http.fastify.post<{ Params: { n: string } }>('/api/probe-call/:n', async (request, reply) =>
            jobs.call('probe.call', { n: Number(request.params.n) }, { userId: 1, signal: clientGone(reply) }));
          http.fastify.post<{ Params: { id: string } }>('/api/probe/:id', async (request) => jobs.enqueue('probe.work', { n: 1 }, { id: request.params.id, userId: 1 }));
          http.fastify.get<{ Params: { id: string } }>('/api/probe/:id', async (request) => jobs.status(request.params.id) ?? null);
        },
      });
    },
  });
}

async function start(dataDir: string, role: string, name: string, ranBy: string[], env: Record<string, string> = {}) {
  const host = await startTestHost({ dataDir, env: { SPEECHDECK_ROLE: role, ...env }, plugins: [probePlugin(name, ranBy)] });
  hosts.push(host);
  return host;
}

/** /health without its engines and models (the health route's own test checks those). */
const health = async (host: TestHost) => {
  const response = await fetch(`${host.url}/health`);
  const { engines: _engines, models: _models, ...body } = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
};

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('SPEECHDECK_ROLE', () => {
  it('rejects a role it does not know, naming the variable', async () => {
    await expect(startTestHost({ env: { SPEECHDECK_ROLE: 'both' } })).rejects.toThrow(/SPEECHDECK_ROLE/);
  });

  it('a worker serves only /health, creates no admin; an API host queues jobs that only the worker runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-roles-'));
    dirs.push(dataDir);
    const ranBy: string[] = [];
    const worker = await start(dataDir, 'worker', 'worker', ranBy);
    expect(await health(worker)).toEqual({ status: 200, body: { status: 'ok', role: 'worker', store: worker.dialect, queue: worker.queue, media: worker.app.media.kind, takesJobs: true } });
    for (const [method, path] of [['POST', '/auth/login'], ['GET', '/api/docs/json'], ['GET', '/'], ['POST', '/api/probe/x1'], ['GET', '/api/probe/x1']]) {
      const response = await fetch(`${worker.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(((await response.json()) as { message: string }).message).toMatch(/worker/);
    }
    // The admin of SPEECHDECK_ADMIN_EMAIL is the API hosts' to create.
    expect(await worker.query('SELECT count(*) AS n FROM users')).toEqual([{ n: 0 }]);
    await worker.close();
    hosts.splice(hosts.indexOf(worker), 1);

    const api = await start(dataDir, 'api', 'api', ranBy);
    expect(await health(api)).toEqual({ status: 200, body: { status: 'ok', role: 'api', store: api.dialect, queue: api.queue, media: api.app.media.kind, takesJobs: false } });
    expect(await api.query('SELECT role FROM users WHERE email = ?', TEST_ADMIN.email)).toEqual([{ role: 'ADMIN' }]);
    expect((await (await fetch(`${api.url}/api/probe/job-1`, { method: 'POST' })).json())).toEqual({ id: 'job-1', created: true });
    // Several of the queue's poll periods (500 ms) pass: the API host takes nothing.
    await new Promise((r) => setTimeout(r, 1600));
    expect(await (await fetch(`${api.url}/api/probe/job-1`)).json()).toMatchObject({ status: 'queued', attempts: 0 });

    await start(dataDir, 'worker', 'worker', ranBy);
    await until(async () => ((await (await fetch(`${api.url}/api/probe/job-1`)).json()) as { status: string }).status === 'done');
    expect(ranBy).toEqual(['worker']);
  });

  it('a call made on an API host runs on the worker, and answers its value, or its error with status and fields, over HTTP', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-roles-'));
    dirs.push(dataDir);
    const ranBy: string[] = [];
    const api = await start(dataDir, 'api', 'api', ranBy);
    await start(dataDir, 'worker', 'worker', ranBy);
    const answered = await fetch(`${api.url}/api/probe-call/21`, { method: 'POST' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ twice: 42, by: 'worker' });
    const refused = await fetch(`${api.url}/api/probe-call/422`, { method: 'POST' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message: 'Not that one.', fields: { n: 'Pick another.' } });
    expect(ranBy).toEqual(['worker', 'worker']);
    // One process in every role runs its calls itself.
    const all = await start(dataDir, 'all', 'all', ranBy);
    expect(await (await fetch(`${all.url}/api/probe-call/1`, { method: 'POST' })).json()).toEqual({ twice: 2, by: 'all' });
  });

  it('a token issued by one API host works on another sharing the data dir, and a password change there revokes it on both', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-roles-'));
    dirs.push(dataDir);
    const a = await start(dataDir, 'api', 'a', []);
    const b = await start(dataDir, 'api', 'b', []);
    const { token } = await confirmedUser(a, 'roaming@example.com', 'a fine passphrase');
    const me = (host: TestHost) => fetch(`${host.url}/user/me`, { headers: { authorization: `Bearer ${token}` } });
    const onB = await me(b);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: 'roaming@example.com' });
    const changed = await fetch(`${b.url}/user/updatePassword`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'a fine passphrase', newPassword: 'another fine passphrase' }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    // The change bumped the token version in the shared store: host A, which issued it, refuses it too.
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    const again = await accountsClient(a).login('roaming@example.com', 'another fine passphrase');
    expect((await fetch(`${b.url}/user/me`, { headers: { authorization: `Bearer ${again.jwtToken}` } })).status).toBe(200);
  });

  it('a worker whose database cannot be read answers 503 and takes no job', async () => {
    const ranBy: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-roles-'));
    dirs.push(dataDir);
    const worker = await start(dataDir, 'worker', 'worker', ranBy);
    const api = await start(dataDir, 'api', 'api', ranBy);
    // The worker's own connections are gone (what a lost disk or database server looks like to it); the store itself is fine.
    await worker.app.store.close();
    expect(await health(worker)).toEqual({ status: 503, body: { status: 'unavailable', role: 'worker', store: worker.dialect, queue: worker.queue, media: worker.app.media.kind, takesJobs: false, error: 'The database cannot be read; the log says why.' } });
    // Queued on the API host, where the store answers (on Redis, where the worker's queue does too).
    await api.app.jobs.enqueue('probe.work', { n: 1 }, { id: 'waiting', userId: 1 });
    // Its queue keeps polling (500 ms) and failing, without taking the job and without bringing the process down.
    await new Promise((r) => setTimeout(r, 1600));
    expect(ranBy).toEqual([]);
    expect(await api.app.jobs.status('waiting')).toMatchObject({ status: 'queued' });
    expect((await health(worker)).status).toBe(503);
  });

  it('a worker whose media bucket cannot be reached answers 503 and takes no job until the bucket is back', async () => {
    const ranBy: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-roles-'));
    dirs.push(dataDir);
    const port = await freePort();
    const bucket = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/media`;
    const worker = await start(dataDir, 'worker', 'worker', ranBy, { SPEECHDECK_MEDIA_URL: bucket });
    const api = await start(dataDir, 'api', 'api', ranBy, { SPEECHDECK_MEDIA_URL: bucket });
    expect(await health(worker)).toMatchObject({ status: 503, body: { media: 's3', takesJobs: false, error: 'The media bucket cannot be reached; the log says why.' } });
    await api.app.jobs.enqueue('probe.work', { n: 1 }, { id: 'needs-media', userId: 1 });
    // Several polls (500 ms): a job run now would fail on its media and use up an attempt.
    await new Promise((r) => setTimeout(r, 1600));
    expect(ranBy).toEqual([]);
    expect(await api.app.jobs.status('needs-media')).toMatchObject({ status: 'queued', attempts: 0 });
    let s3: S3Server | undefined;
    try {
      s3 = await startS3Server({ port });
      await until(async () => (await api.app.jobs.status('needs-media'))?.status === 'done', 20_000);
      expect(ranBy).toEqual(['worker']);
      expect(await health(worker)).toMatchObject({ status: 200, body: { takesJobs: true } });
    } finally {
      await Promise.all(hosts.splice(0).map((host) => host.close()));
      await s3?.stop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientGone, createServerPlugin, platform } from '@speechdeck/core/server';
import { confirmedUser, startRedisServer, startTestHost, until, type RedisServer, type TestHost } from '@speechdeck/testing';

/** Calls on the queue over HTTP: a synchronous call (what synthesis and translation make), queueing a job, and its status. */
const queuePlugin = createServerPlugin({
  id: 'probe',
  register(env) {
    env.registerInit({
      deps: { http: platform.http, jobs: platform.jobs },
      init({ http, jobs }) {
        jobs.define({ kind: 'probe.work', payload: z.object({}), run: async () => {} });
        jobs.define({ kind: 'probe.call', payload: z.object({}), run: async () => ({}) });
        http.fastify.post('/api/probe-call', async (request, reply) => jobs.call('probe.call', {}, { userId: 1, signal: clientGone(reply) }));
        http.fastify.post<{ Params: { id: string } }>('/api/probe/:id', async (request) => jobs.enqueue('probe.work', {}, { id: request.params.id, userId: 1 }));
        http.fastify.get<{ Params: { id: string } }>('/api/probe/:id', async (request) => (await jobs.status(request.params.id)) ?? null);
      },
    });
  },
});

const CALL_WAIT_SECONDS = 2;

let redis: RedisServer;
let host: TestHost;
beforeAll(async () => {
  redis = await startRedisServer();
  // An API host: its calls are queued for a worker on Redis, as on a multi-node deployment.
  host = await startTestHost({
    plugins: [queuePlugin],
    env: { SPEECHDECK_ROLE: 'api', SPEECHDECK_QUEUE_URL: redis.url, SPEECHDECK_QUEUE_PREFIX: 'outage', SPEECHDECK_CALL_WAIT_SECONDS: String(CALL_WAIT_SECONDS) },
  });
});
afterAll(async () => {
  await host?.close();
  await redis?.stop();
});

const post = (path: string, body?: unknown) => fetch(`${host.url}${path}`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}),
});

describe('Redis down under an API host', () => {
  it('answers queueing, status, calls and rate-limited logins 503 with Retry-After within the call wait, and serves again once Redis is back', { timeout: 30_000 }, async () => {
    await confirmedUser(host, 'outage@example.com');
    expect((await post('/api/probe/before')).status).toBe(200);

    const back = redis.restart({ downMs: 4000 });
    await until(() => host.app.redis!.client.status !== 'ready', { what: 'the host to see Redis go', ms: 10_000 });
    const asked = Date.now();
    const answers = await Promise.all([
      post('/api/probe-call'),
      post('/api/probe/during'),
      fetch(`${host.url}/api/probe/before`),
      post('/auth/login', { email: 'outage@example.com', password: 'a fine passphrase' }),
    ]);
    // The point of the fix: before it these waited for Redis to come back, however long it took.
    expect(Date.now() - asked).toBeLessThan(CALL_WAIT_SECONDS * 1000);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(503);
      expect(Number(answer.headers.get('retry-after')), answer.url).toBeGreaterThan(0);
      expect(((await answer.json()) as { message: string }).message, answer.url).toMatch(/Redis/);
    }

    await back;
    await until(async () => (await post('/api/probe/after')).status === 200, { what: 'queueing to work again', ms: 10_000 });
    expect(await (await fetch(`${host.url}/api/probe/after`)).json()).toMatchObject({ status: 'queued' });
  });
});

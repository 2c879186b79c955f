import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startRedisServer, type RedisServer } from '@speechdeck/testing';
import { sharedRedis, type SharedRedis } from '../redis/shared-redis.ts';
import { LOST_RUN } from './job-backend.ts';
import { createJobRunner, type RunningJobQueue } from './job-runner.ts';
import { redisJobBackend } from './redis-job-backend.ts';

const echo = z.object({ n: z.string() });
const log = pino({ level: 'silent' });
const queues: RunningJobQueue[] = [];
const connections: SharedRedis[] = [];
const ghosts: Worker[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  await Promise.all(ghosts.splice(0).map((w) => w.close(true)));
  for (const redis of connections.splice(0)) redis.client.disconnect();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

function redisAt(url: string, prefix: string): SharedRedis {
  const redis = sharedRedis({ url, prefix });
  connections.push(redis);
  return redis;
}

function queueOn(url: string, prefix: string, leaseMs: number, concurrency = 2): RunningJobQueue {
  const options = { leaseMs, maxAttempts: 3 };
  const queue = createJobRunner(redisJobBackend(redisAt(url, prefix), { ...options, retryDelayMs: 20 }), { ...options, concurrency, pollMs: 20, log, callsRunHere: true, callWaitMs: 5000, callPollMs: 20 });
  queues.push(queue);
  return queue;
}

/** A worker of another process as BullMQ sees it: it takes the next job under `owner`'s lease and then does nothing more. */
async function ghostTakes(url: string, prefix: string, owner: string, leaseMs: number) {
  const worker = new Worker('jobs', null, { connection: redisAt(url, prefix).connect(), prefix, autorun: false, lockDuration: leaseMs });
  ghosts.push(worker);
  await worker.waitUntilReady(); // see workerOf: closed mid-set-up, it would fail unheard
  const token = `${owner}:${randomUUID()}`;
  const job = await worker.getNextJob(token, { block: false });
  if (!job) throw new Error('the ghost found no job');
  return { job, token };
}

describe('the job queue on Redis (BullMQ)', () => {
  const url = () => process.env.SPEECHDECK_TEST_REDIS_URL!;
  const prefix = () => `test-${randomBytes(6).toString('hex')}`;

  it('a job whose worker vanished (lock not renewed) is taken back by the stalled checker and completed once; the vanished worker cannot complete it', async () => {
    const at = prefix();
    const producer = queueOn(url(), at, 300);
    await producer.enqueue('work', { n: 'x' }, { id: 'v', userId: 1 });
    const ghost = await ghostTakes(url(), at, `another-machine/1/${randomUUID()}`, 300);
    const rescuer = queueOn(url(), at, 300);
    let completed = 0;
    rescuer.define({ kind: 'work', payload: echo, run: async () => void completed++ });
    await rescuer.start();
    await until(async () => (await rescuer.status('v'))?.status === 'done');
    await expect(ghost.job.moveToCompleted('late', ghost.token, false)).rejects.toThrow();
    expect(completed).toBe(1);
    expect(await rescuer.status('v')).toEqual({ status: 'done', attempts: 2, error: null });
  });

  it('at start takes back at once the jobs of a dead process of this machine, and leaves a live one\'s to its lease', async () => {
    const at = prefix();
    const producer = queueOn(url(), at, 3_600_000);
    await producer.enqueue('work', { n: 'dead' }, { id: 'of-dead', userId: 7 });
    await producer.enqueue('work', { n: 'alive' }, { id: 'of-alive', userId: 7 });
    const sleeper = spawn('sleep', ['30']);
    try {
      // Leases of an hour: only taking them back at start can run these jobs within the test.
      await ghostTakes(url(), at, `${hostname()}/${spawnSync('true').pid}/${randomUUID()}`, 3_600_000);
      await ghostTakes(url(), at, `${hostname()}/${sleeper.pid}/${randomUUID()}`, 3_600_000);
      const restarted = queueOn(url(), at, 3_600_000);
      const runs: string[] = [];
      const told: unknown[] = [];
      restarted.define({
        kind: 'work', payload: echo,
        run: async (payload, { userId }) => void runs.push(`${payload.n} for ${userId}`),
        onFailure: (payload, { final, userId }) => void told.push({ n: payload.n, final, userId }),
      });
      await restarted.start();
      await until(async () => (await restarted.status('of-dead'))?.status === 'done');
      expect(runs).toEqual(['dead for 7']);
      expect(told).toEqual([{ n: 'dead', final: false, userId: 7 }]);
      expect((await restarted.status('of-dead'))?.attempts).toBe(2);
      expect((await restarted.status('of-alive'))?.status).toBe('running');
    } finally {
      sleeper.kill();
    }
  });

  it('a job lost with its worker on every attempt fails for good, and the plugin is told', async () => {
    const at = prefix();
    const producer = queueOn(url(), at, 200);
    await producer.enqueue('work', { n: 'cursed' }, { id: 'lost', userId: 1 });
    // Three runs lost in turn: each ghost takes the job and vanishes; the stalled checker puts it back.
    const watcher = queueOn(url(), at, 200);
    await watcher.start();
    for (let n = 0; n < 3; n++) {
      await until(async () => (await watcher.status('lost'))?.status === 'queued');
      await ghostTakes(url(), at, `another-machine/${n}/${randomUUID()}`, 200);
    }
    const told: unknown[] = [];
    let ran = false;
    const last = queueOn(url(), at, 200);
    last.define({ kind: 'work', payload: echo, run: async () => void (ran = true), onFailure: (payload, { final }) => void told.push({ n: payload.n, final }) });
    await last.start();
    await until(async () => (await last.status('lost'))?.status === 'failed');
    expect(ran).toBe(false);
    expect(told).toEqual([{ n: 'cursed', final: true }]);
    expect(await last.status('lost')).toEqual({ status: 'failed', attempts: 4, error: LOST_RUN });
  });

  it('a queue stopped moments after it started leaves nothing of BullMQ\'s set-up to fail unheard ("Connection is closed")', async () => {
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => void unheard.push(reason);
    process.on('unhandledRejection', hear);
    try {
      for (let i = 0; i < 40; i++) {
        const queue = queueOn(url(), prefix(), 1000);
        queue.define({ kind: 'work', payload: echo, run: async () => {} });
        await queue.start();
        // Between none and a few milliseconds: where the worker's own connections are still being set up.
        await new Promise((r) => setTimeout(r, i % 7));
        await queue.stop();
      }
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      process.off('unhandledRejection', hear);
    }
    expect(unheard).toEqual([]);
  });

  describe('with Redis restarted in the middle of a batch', () => {
    let server: RedisServer;
    beforeAll(async () => {
      server = await startRedisServer();
    });
    afterAll(async () => server?.stop());

    it('loses no job: those queued before, during and after the restart each complete exactly once', async () => {
      const at = prefix();
      const worker = queueOn(server.url, at, 5000, 2);
      const runs: string[] = [];
      worker.define({ kind: 'work', payload: echo, run: async (payload) => {
        await new Promise((r) => setTimeout(r, 30));
        runs.push(payload.n);
      } });
      await worker.start();
      const ids = Array.from({ length: 30 }, (_, i) => `job-${i}`);
      for (const id of ids.slice(0, 15)) await worker.enqueue('work', { n: id }, { id, userId: 1 });
      await until(() => runs.length >= 2);
      // Queued while Redis is down: the calls wait for it and go through once it is back.
      const restart = server.restart({ downMs: 700 });
      const during = Promise.all(ids.slice(15, 25).map((id) => worker.enqueue('work', { n: id }, { id, userId: 1 })));
      await restart;
      await during;
      for (const id of ids.slice(25)) await worker.enqueue('work', { n: id }, { id, userId: 1 });
      await until(async () => (await Promise.all(ids.map((id) => worker.status(id)))).every((job) => job?.status === 'done'), 30_000);
      expect([...runs].sort()).toEqual([...ids].sort());
    });

    it('down for longer than the lease: the running job stops, runs again once Redis is back, and completes once', async () => {
      const at = prefix();
      const worker = queueOn(server.url, at, 1000, 1);
      let started = 0;
      let completed = 0;
      let stopped = 0;
      worker.define({ kind: 'work', payload: echo, run: (_payload, { signal }) => new Promise<void>((resolve, reject) => {
        started++;
        const timer = setTimeout(() => {
          completed++;
          resolve();
        }, started === 1 ? 4000 : 100);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          stopped++;
          reject(signal.reason);
        });
      }) });
      await worker.start();
      await worker.enqueue('work', { n: 'long' }, { id: 'across', userId: 1 });
      await until(() => started === 1);
      // Its lock runs out in Redis while Redis is down; the worker cannot renew it and stops the run.
      await server.restart({ downMs: 2500 });
      expect(stopped).toBe(1);
      await until(async () => (await worker.status('across'))?.status === 'done', 20_000);
      expect({ started, stopped, completed }).toEqual({ started: 2, stopped: 1, completed: 1 });
    });
  });
});

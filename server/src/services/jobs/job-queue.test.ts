import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { QueueBackendName } from './job-backend.ts';
import { setupOn, until } from '@speechdeck/testing';

const anything = z.unknown();
const echo = z.object({ n: z.string() });

const BACKENDS: readonly QueueBackendName[] = ['sqlite', 'postgres', 'redis'];

describe.each(BACKENDS)('the job queue on %s', (backend) => {
  const setup = setupOn(backend);

  it('runs a job once and marks it done; enqueueing the same id again answers the existing job', async () => {
    const { queue } = await setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    expect((await queue.enqueue('echo', { n: 'a' }, { id: 'job-1', userId: 1 })).created).toBe(true);
    expect((await queue.enqueue('echo', { n: 'b' }, { id: 'job-1', userId: 1 })).created).toBe(false);
    await until(async () => (await queue.status('job-1'))?.status === 'done');
    expect(runs).toEqual(['a']);
  });

  it('takes any id: colons, percent signs, an integer, and ids that would collide if escaped carelessly', async () => {
    const { queue } = await setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    const ids = ['a:b:c', '42', '=42', '%3A', ':', 'user/7/clip one'];
    for (const id of ids) expect((await queue.enqueue('echo', { n: id }, { id, userId: 1 })).created).toBe(true);
    await until(async () => (await Promise.all(ids.map((id) => queue.status(id)))).every((job) => job?.status === 'done'));
    expect([...runs].sort()).toEqual([...ids].sort());
  });

  it('queues a finished id again when it is asked for anew', async () => {
    const { queue } = await setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    await queue.enqueue('echo', { n: 'first' }, { id: 'again', userId: 1 });
    await until(async () => (await queue.status('again'))?.status === 'done');
    expect((await queue.enqueue('echo', { n: 'second' }, { id: 'again', userId: 1 })).created).toBe(true);
    // Done once more: the run is counted before its completion is written.
    await until(async () => runs.length === 2 && (await queue.status('again'))?.status === 'done');
    expect(runs).toEqual(['first', 'second']);
    expect((await queue.status('again'))).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing job, then fails it with the message after max attempts; a 4xx error fails at once', async () => {
    const { queue } = await setup();
    let calls = 0;
    const failures: { kind: string; final: boolean }[] = [];
    queue.define({
      kind: 'flaky', payload: anything,
      run: async () => {
        calls++;
        throw new Error('engine crashed');
      },
      onFailure: (_payload, { final }) => void failures.push({ kind: 'flaky', final }),
    });
    queue.define({
      kind: 'bad', payload: anything,
      run: async () => {
        throw Object.assign(new Error('not audio'), { statusCode: 415 });
      },
      onFailure: (_payload, { final }) => void failures.push({ kind: 'bad', final }),
    });
    queue.start();
    await queue.enqueue('flaky', {}, { id: 'f', userId: 1 });
    await queue.enqueue('bad', {}, { id: 'b', userId: 1 });
    await until(async () => (await queue.status('f'))?.status === 'failed' && (await queue.status('b'))?.status === 'failed');
    expect(calls).toBe(3);
    expect((await queue.status('f'))).toEqual({ status: 'failed', attempts: 3, error: 'engine crashed' });
    expect((await queue.status('b'))?.attempts).toBe(1);
    // The plugin hears of each failure, and which one is the last, so what it shows keeps the job's state.
    expect(failures.filter((f) => f.kind === 'flaky')).toEqual([{ kind: 'flaky', final: false }, { kind: 'flaky', final: false }, { kind: 'flaky', final: true }]);
    expect(failures.filter((f) => f.kind === 'bad')).toEqual([{ kind: 'bad', final: true }]);
  });

  it('fails a job whose stored payload does not match its schema, without running it', async () => {
    const { queue } = await setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    await queue.enqueue('echo', { n: 7 }, { id: 'wrong', userId: 1 });
    await until(async () => (await queue.status('wrong'))?.status === 'failed');
    expect(runs).toEqual([]);
    expect((await queue.status('wrong'))).toMatchObject({ attempts: 1, error: expect.stringMatching(/expected string/) });
  });

  it('two workers on one store run each of many jobs exactly once', async () => {
    const first = await setup(undefined, { leaseMs: 5_000, concurrency: 3 });
    const second = await setup(first.place, { leaseMs: 5_000, concurrency: 3 });
    const runs: string[] = [];
    for (const { queue } of [first, second]) {
      queue.define({ kind: 'echo', payload: echo, run: async (payload) => {
        runs.push(payload.n);
        await new Promise((r) => setTimeout(r, 5));
      } });
    }
    const ids = Array.from({ length: 30 }, (_, i) => `job-${i}`);
    for (const n of ids) await first.queue.enqueue('echo', { n }, { id: n, userId: 1 });
    await Promise.all([first.queue.start(), second.queue.start()]);
    await until(async () => (await Promise.all(ids.map((id) => first.queue.status(id)))).every((job) => job?.status === 'done'));
    expect([...runs].sort()).toEqual([...ids].sort());
  });

  it('lets a plugin declare and queue only kinds under its own id', async () => {
    const { queue } = await setup();
    const stt = queue.forPlugin('stt');
    expect(() => stt.define({ kind: 'stt.recognize', payload: anything, run: async () => {} })).not.toThrow();
    expect(() => stt.define({ kind: 'tts.speak', payload: anything, run: async () => {} })).toThrow("plugin 'stt' may only use job kinds 'stt.*', not 'tts.speak'");
    await expect(stt.enqueue('med.recognize', {}, { id: 'x', userId: 1 })).rejects.toThrow(/only use job kinds 'stt\.\*'/);
    expect(() => stt.define({ kind: 'stt.recognize', payload: anything, run: async () => {} })).toThrow("job kind 'stt.recognize' is defined twice");
  });

  it('a job interrupted by a shutdown runs again after a restart and completes once', async () => {
    const first = await setup();
    let started = 0;
    first.queue.define({
      kind: 'slow', payload: anything,
      run: (_p, { signal }) => {
        started++;
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    first.queue.start();
    await first.queue.enqueue('slow', {}, { id: 's', userId: 1 });
    await until(() => started === 1);
    await first.queue.stop();
    expect((await first.queue.status('s'))?.status).toBe('queued');

    const second = await setup(first.place);
    let completed = 0;
    second.queue.define({ kind: 'slow', payload: anything, run: async () => void completed++ });
    second.queue.start();
    await until(async () => (await second.queue.status('s'))?.status === 'done');
    await new Promise((r) => setTimeout(r, 100));
    expect(completed).toBe(1);
    expect((await second.queue.status('s'))?.attempts).toBe(1);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the job queue in a table of %s', (dialect) => {
  const setup = setupOn(dialect);

  it('a job whose worker died (lease not renewed) is taken over, and the dead worker cannot complete it', async () => {
    const { db, place } = await setup(undefined, { leaseMs: 2000 });
    // A worker that claimed the job and then vanished: its lease is in the past.
    await db.insertInto('jobs').values({ id: 'd', kind: 'work', user_id: null, payload: '{}', status: 'running', attempts: 1, lease_owner: 'dead-worker', lease_until: Date.now() - 1000, created_at: 'x', updated_at: 'x' }).execute();
    const rescuer = await setup(place, { leaseMs: 2000 });
    let completed = 0;
    rescuer.queue.define({ kind: 'work', payload: anything, run: async () => void completed++ });
    rescuer.queue.start();
    await until(async () => (await rescuer.queue.status('d'))?.status === 'done');
    const late = await db.updateTable('jobs').set({ status: 'done' }).where('id', '=', 'd').where('lease_owner', '=', 'dead-worker').where('status', '=', 'running').executeTakeFirst();
    expect(Number(late.numUpdatedRows)).toBe(0);
    expect(completed).toBe(1);
  });

  it('at start takes back at once the jobs of a dead process of this machine, and leaves those of live or unknown owners to their lease', async () => {
    const { db, place } = await setup(undefined, { leaseMs: 60 * 60 * 1000 });
    const dead = `${hostname()}/${spawnSync('true').pid}/00000000-0000-4000-8000-000000000000`;
    const sleeper = spawn('sleep', ['30']);
    try {
      const alive = `${hostname()}/${sleeper.pid}/00000000-0000-4000-8000-000000000001`;
      const elsewhere = `another-machine/${spawnSync('true').pid}/00000000-0000-4000-8000-000000000002`;
      const running = (id: string, n: string, leaseOwner: string) =>
        // Leases an hour from now: only taking them back at start can run these jobs within the test.
        db.insertInto('jobs').values({ id, kind: 'work', user_id: 1, payload: JSON.stringify({ n }), status: 'running', attempts: 1, lease_owner: leaseOwner, lease_until: Date.now() + 3_600_000, created_at: 'x', updated_at: 'x' }).execute();
      await running('of-dead', 'dead', dead);
      await running('of-alive', 'alive', alive);
      await running('of-elsewhere', 'elsewhere', elsewhere);
      const restarted = await setup(place, { leaseMs: 60 * 60 * 1000 });
      const runs: string[] = [];
      const told: unknown[] = [];
      restarted.queue.define({
        kind: 'work', payload: echo,
        run: async (payload, { userId }) => void runs.push(`${payload.n} for ${userId}`),
        onFailure: (payload, { final, userId }) => void told.push({ n: payload.n, final, userId }),
      });
      await restarted.queue.start();
      await until(async () => (await restarted.queue.status('of-dead'))?.status === 'done');
      expect(runs).toEqual(['dead for 1']);
      // What the plugin shows leaves "running" at once: it hears the lost run like a failed attempt.
      expect(told).toEqual([{ n: 'dead', final: false, userId: 1 }]);
      expect((await restarted.queue.status('of-dead'))?.attempts).toBe(2);
      expect((await restarted.queue.status('of-alive'))?.status).toBe('running');
      expect((await restarted.queue.status('of-elsewhere'))?.status).toBe('running');
    } finally {
      sleeper.kill();
    }
  });
});

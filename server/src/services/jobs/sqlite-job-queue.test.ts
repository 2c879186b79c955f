import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { openDatabase } from '../database/database.ts';
import { createSqliteJobQueue, type RunningJobQueue } from './sqlite-job-queue.ts';

const dirs: string[] = [];
const queues: RunningJobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(dir = mkdtempSync(join(tmpdir(), 'jobs-')), leaseMs = 200, concurrency = 2) {
  dirs.push(dir);
  const db = openDatabase(dir);
  db.prepare("INSERT OR IGNORE INTO users (id, email, password_hash, role, created_at) VALUES (1, 'u@x.io', 'x', 'USER', 'now')").run();
  const queue = createSqliteJobQueue(db, { concurrency, leaseMs, pollMs: 20, maxAttempts: 3, now: () => new Date(), log: pino({ level: 'silent' }) });
  queues.push(queue);
  return { db, queue, dir };
}

const anything = z.unknown();
const echo = z.object({ n: z.string() });

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the SQLite job queue', () => {
  it('runs a job once and marks it done; enqueueing the same id again answers the existing job', async () => {
    const { queue } = setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    expect(queue.enqueue('echo', { n: 'a' }, { id: 'job-1', userId: 1 }).created).toBe(true);
    expect(queue.enqueue('echo', { n: 'b' }, { id: 'job-1', userId: 1 }).created).toBe(false);
    await until(() => queue.status('job-1')?.status === 'done');
    expect(runs).toEqual(['a']);
  });

  it('queues a finished id again when it is asked for anew', async () => {
    const { queue } = setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    queue.enqueue('echo', { n: 'first' }, { id: 'again', userId: 1 });
    await until(() => queue.status('again')?.status === 'done');
    expect(queue.enqueue('echo', { n: 'second' }, { id: 'again', userId: 1 }).created).toBe(true);
    await until(() => runs.length === 2);
    expect(runs).toEqual(['first', 'second']);
    expect(queue.status('again')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing job, then fails it with the message after max attempts; a 4xx error fails at once', async () => {
    const { queue } = setup();
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
    queue.enqueue('flaky', {}, { id: 'f', userId: 1 });
    queue.enqueue('bad', {}, { id: 'b', userId: 1 });
    await until(() => queue.status('f')?.status === 'failed' && queue.status('b')?.status === 'failed');
    expect(calls).toBe(3);
    expect(queue.status('f')).toEqual({ status: 'failed', attempts: 3, error: 'engine crashed' });
    expect(queue.status('b')?.attempts).toBe(1);
    // The plugin hears of each failure, and which one is the last, so what it shows keeps the job's state.
    expect(failures.filter((f) => f.kind === 'flaky')).toEqual([{ kind: 'flaky', final: false }, { kind: 'flaky', final: false }, { kind: 'flaky', final: true }]);
    expect(failures.filter((f) => f.kind === 'bad')).toEqual([{ kind: 'bad', final: true }]);
  });

  it('fails a job whose stored payload does not match its schema, without running it', async () => {
    const { queue } = setup();
    const runs: string[] = [];
    queue.define({ kind: 'echo', payload: echo, run: async (payload) => void runs.push(payload.n) });
    queue.start();
    queue.enqueue('echo', { n: 7 }, { id: 'wrong', userId: 1 });
    await until(() => queue.status('wrong')?.status === 'failed');
    expect(runs).toEqual([]);
    expect(queue.status('wrong')).toMatchObject({ attempts: 1, error: expect.stringMatching(/expected string/) });
  });

  it('lets a plugin declare and queue only kinds under its own id', () => {
    const { queue } = setup();
    const stt = queue.forPlugin('stt');
    expect(() => stt.define({ kind: 'stt.recognize', payload: anything, run: async () => {} })).not.toThrow();
    expect(() => stt.define({ kind: 'tts.speak', payload: anything, run: async () => {} })).toThrow("plugin 'stt' may only use job kinds 'stt.*', not 'tts.speak'");
    expect(() => stt.enqueue('med.recognize', {}, { id: 'x', userId: 1 })).toThrow(/only use job kinds 'stt\.\*'/);
    expect(() => stt.define({ kind: 'stt.recognize', payload: anything, run: async () => {} })).toThrow("job kind 'stt.recognize' is defined twice");
  });

  it('a job interrupted by a shutdown runs again after a restart and completes once', async () => {
    const first = setup();
    let started = 0;
    first.queue.define({
      kind: 'slow', payload: anything,
      run: (_p, { signal }) => {
        started++;
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    first.queue.start();
    first.queue.enqueue('slow', {}, { id: 's', userId: 1 });
    await until(() => started === 1);
    await first.queue.stop();
    expect(first.queue.status('s')?.status).toBe('queued');
    first.db.close();

    const second = setup(first.dir);
    let completed = 0;
    second.queue.define({ kind: 'slow', payload: anything, run: async () => void completed++ });
    second.queue.start();
    await until(() => second.queue.status('s')?.status === 'done');
    await new Promise((r) => setTimeout(r, 100));
    expect(completed).toBe(1);
    expect(second.queue.status('s')?.attempts).toBe(1);
  });

  it('a job whose worker died (lease not renewed) is taken over, and the dead worker cannot complete it', async () => {
    const { db, dir } = setup(undefined, 100);
    // A worker that claimed the job and then vanished: its lease is in the past.
    db.prepare(`INSERT INTO jobs (id, kind, user_id, payload, status, attempts, lease_owner, lease_until, created_at, updated_at)
      VALUES ('d', 'work', NULL, '{}', 'running', 1, 'dead-worker', ?, 'x', 'x')`).run(Date.now() - 1000);
    const rescuer = setup(dir, 100);
    let completed = 0;
    rescuer.queue.define({ kind: 'work', payload: anything, run: async () => void completed++ });
    rescuer.queue.start();
    await until(() => rescuer.queue.status('d')?.status === 'done');
    const late = db.prepare("UPDATE jobs SET status = 'done' WHERE id = 'd' AND lease_owner = 'dead-worker' AND status = 'running'").run();
    expect(late.changes).toBe(0);
    expect(completed).toBe(1);
  });

  it('at start takes back at once the jobs of a dead process of this machine, and leaves those of live or unknown owners to their lease', async () => {
    const { db, dir } = setup(undefined, 60 * 60 * 1000);
    const dead = `${hostname()}/${spawnSync('true').pid}/00000000-0000-4000-8000-000000000000`;
    const sleeper = spawn('sleep', ['30']);
    try {
      const alive = `${hostname()}/${sleeper.pid}/00000000-0000-4000-8000-000000000001`;
      const elsewhere = `another-machine/${spawnSync('true').pid}/00000000-0000-4000-8000-000000000002`;
      const running = db.prepare(`INSERT INTO jobs (id, kind, user_id, payload, status, attempts, lease_owner, lease_until, created_at, updated_at)
        VALUES (?, 'work', 1, ?, 'running', 1, ?, ?, 'x', 'x')`);
      // Leases an hour from now: only taking them back at start can run these jobs within the test.
      running.run('of-dead', JSON.stringify({ n: 'dead' }), dead, Date.now() + 3_600_000);
      running.run('of-alive', JSON.stringify({ n: 'alive' }), alive, Date.now() + 3_600_000);
      running.run('of-elsewhere', JSON.stringify({ n: 'elsewhere' }), elsewhere, Date.now() + 3_600_000);
      const restarted = setup(dir, 60 * 60 * 1000);
      const runs: string[] = [];
      const told: unknown[] = [];
      restarted.queue.define({
        kind: 'work', payload: echo,
        run: async (payload, { userId }) => void runs.push(`${payload.n} for ${userId}`),
        onFailure: (payload, { final, userId }) => void told.push({ n: payload.n, final, userId }),
      });
      await restarted.queue.start();
      await until(() => restarted.queue.status('of-dead')?.status === 'done');
      expect(runs).toEqual(['dead for 1']);
      // What the plugin shows leaves "running" at once: it hears the lost run like a failed attempt.
      expect(told).toEqual([{ n: 'dead', final: false, userId: 1 }]);
      expect(restarted.queue.status('of-dead')?.attempts).toBe(2);
      expect(restarted.queue.status('of-alive')?.status).toBe('running');
      expect(restarted.queue.status('of-elsewhere')?.status).toBe('running');
    } finally {
      sleeper.kill();
    }
  });

  it('runNow shares the queue\'s slots: never more runs at once than its concurrency, waiting works go first', async () => {
    const { queue } = setup(undefined, 200, 2);
    let active = 0;
    let peak = 0;
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const hold = (name: string) => {
      active++;
      peak = Math.max(peak, active);
      order.push(name);
      return new Promise<void>((resolve) => releases.push(() => {
        active--;
        resolve();
      }));
    };
    queue.define({ kind: 'echo', payload: echo, run: (payload) => hold(payload.n) });
    await queue.start();
    for (const n of ['job-1', 'job-2', 'job-3']) queue.enqueue('echo', { n }, { id: n, userId: 1 });
    await until(() => active === 2);
    const direct = ['now-1', 'now-2'].map((name) => queue.runNow(() => hold(name)));
    // Every slot is taken: the works wait, then take the next slots before the third job.
    for (const started of [3, 4, 5]) {
      releases.shift()!();
      await until(() => order.length === started);
    }
    releases.splice(0).forEach((release) => release());
    await Promise.all(direct);
    await until(() => queue.status('job-3')?.status === 'done');
    expect(peak).toBe(2);
    expect(order).toEqual(['job-1', 'job-2', 'now-1', 'now-2', 'job-3']);
  });

  it('runNow: an abort while waiting drops the work unrun; an abort while running reaches the work', async () => {
    const { queue } = setup(undefined, 200, 1);
    await queue.start();
    let finishFirst!: () => void;
    const first = queue.runNow(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const leaving = new AbortController();
    let ran = false;
    const waiting = queue.runNow(async () => void (ran = true), { signal: leaving.signal });
    leaving.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    finishFirst();
    await first;
    expect(ran).toBe(false);

    const stopping = new AbortController();
    const running = queue.runNow((signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))), { signal: stopping.signal });
    stopping.abort(new Error('client left mid-run'));
    await expect(running).rejects.toThrow('client left mid-run');
    // The slot is free again.
    await expect(queue.runNow(async () => 'next')).resolves.toBe('next');
  });
});

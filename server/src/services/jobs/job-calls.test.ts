import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_LEFT, HttpError } from '@speechdeck/core/server';
import { LOST_RUN, type QueueBackendName } from './job-backend.ts';
import { backendAt, setupOn, until } from '@speechdeck/testing';

/*
 * Calls (jobs.call): work a client waits for. A process that takes jobs runs them in its own slots;
 * an API host queues them for a worker and waits, and the value or the error comes back.
 */

const echo = z.object({ n: z.string() });

/** A job body that runs until told to finish (or aborted), counting how many run at once. */
function holds() {
  let active = 0;
  let peak = 0;
  const order: string[] = [];
  const releases: (() => void)[] = [];
  const aborted: unknown[] = [];
  const hold = (name: string, signal: AbortSignal) => {
    active++;
    peak = Math.max(peak, active);
    order.push(name);
    return new Promise<string>((resolve, reject) => {
      const done = () => {
        active--;
        resolve(`${name} done`);
      };
      releases.push(done);
      signal.addEventListener('abort', () => {
        active--;
        aborted.push(signal.reason);
        reject(signal.reason);
      });
    });
  };
  return { hold, order, releases, aborted, active: () => active, peak: () => peak };
}

describe.each(['sqlite', 'postgres', 'redis'] as const satisfies readonly QueueBackendName[])('calls on %s', (backend) => {
  const setup = setupOn(backend);

  it('where jobs are taken: calls have slots of their own beside long jobs, shared fairly between users, and answer their value as JSON', async () => {
    const { queue } = await setup(undefined, { concurrency: 2 });
    const work = holds();
    queue.define({ kind: 'echo', payload: echo, run: (payload, { signal }) => work.hold(payload.n, signal) });
    queue.define({ kind: 'dated', payload: echo, run: async (payload) => ({ n: payload.n, at: new Date(0) }) });
    await queue.start();
    for (const n of ['job-1', 'job-2', 'job-3']) await queue.enqueue('echo', { n }, { id: n, userId: 1 });
    await until(() => work.active() === 2);
    // User 1 may run one of the two call slots while user 2 asks: user 1's second call waits for user 1's first.
    const calls = [queue.call<string>('echo', { n: 'call-1' }, { userId: 1 }), queue.call<string>('echo', { n: 'call-2' }, { userId: 1 })];
    await until(() => work.active() === 3);
    calls.push(queue.call<string>('echo', { n: 'other' }, { userId: 2 }));
    await until(() => work.active() === 4);
    expect(work.order).toEqual(['job-1', 'job-2', 'call-1', 'other']);
    work.releases[2]!();
    await until(() => work.order.length === 5);
    expect(work.order[4]).toBe('call-2');
    for (const i of [3, 4]) work.releases[i]!();
    expect(await Promise.all(calls)).toEqual(['call-1 done', 'call-2 done', 'other done']);
    // The third job waits for a job slot, whatever the calls left free.
    expect(work.order).toHaveLength(5);
    work.releases[0]!();
    await until(() => work.order.length === 6);
    expect(work.order[5]).toBe('job-3');
    expect(work.peak()).toBe(4);
    for (const i of [1, 5]) work.releases[i]!();
    // As a worker elsewhere would answer it: through JSON.
    expect(await queue.call('dated', { n: 'x' }, { userId: 1 })).toEqual({ n: 'x', at: '1970-01-01T00:00:00.000Z' });
    await expect(queue.call('dated', { n: 3 }, { userId: 1 })).rejects.toThrow(/expected string/i);
  });

  it('where jobs are taken: a client leaving drops a waiting call unrun, and stops a running one, which its plugin hears', async () => {
    const { queue } = await setup(undefined, { concurrency: 1 });
    const work = holds();
    const told: unknown[] = [];
    queue.define({ kind: 'echo', payload: echo, run: (payload, { signal }) => work.hold(payload.n, signal), onFailure: (payload, { error, final }) => void told.push({ n: payload.n, error: (error as Error).message, final }) });
    await queue.start();
    const first = queue.call('echo', { n: 'first' }, { userId: 1 });
    await until(() => work.active() === 1);
    const leaving = new AbortController();
    const waiting = queue.call('echo', { n: 'waiting' }, { userId: 1, signal: leaving.signal });
    leaving.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    const stopping = new AbortController();
    const running = queue.call('echo', { n: 'running' }, { userId: 1, signal: stopping.signal });
    work.releases.shift()!();
    await first;
    await until(() => work.active() === 1);
    stopping.abort(new Error('client left mid-run'));
    await expect(running).rejects.toThrow('client left mid-run');
    expect(work.order).toEqual(['first', 'running']);
    expect(told).toEqual([{ n: 'running', error: CLIENT_LEFT, final: true }]);
  });

  it('on an API host: a worker runs the call while a long job holds its only job slot, and its value comes back; the API host runs nothing', async () => {
    const api = await setup(undefined, { callsRunHere: false });
    const worker = await setup(api.place, { concurrency: 1 });
    const work = holds();
    let ranOnApi = 0;
    api.queue.define({ kind: 'echo', payload: echo, run: async () => String(ranOnApi++) });
    worker.queue.define({ kind: 'echo', payload: echo, run: (payload, { signal }) => work.hold(payload.n, signal) });
    await worker.queue.start();
    for (const n of ['job-1', 'job-2']) await api.queue.enqueue('echo', { n }, { id: n, userId: 1 });
    await until(() => work.active() === 1);
    const call = api.queue.call<string>('echo', { n: 'call' }, { userId: 1 });
    await until(() => work.order.length === 2);
    expect(work.order).toEqual(['job-1', 'call']);
    work.releases.splice(1, 1)[0]!();
    expect(await call).toBe('call done');
    work.releases.shift()!();
    expect(ranOnApi).toBe(0);
    // What a plugin asks before it warms an engine: only the worker's view says the work runs there.
    expect([api.queue.runsHere, api.queue.forPlugin('any').runsHere, worker.queue.runsHere, worker.queue.forPlugin('any').runsHere]).toEqual([false, false, true, true]);
    await until(() => work.order.length === 3);
    work.releases.shift()!();
    await until(async () => (await api.queue.status('job-2'))?.status === 'done');
  });

  it('on an API host: the worker\'s error comes back with its HTTP status and fields, told to the plugin as final', async () => {
    const api = await setup(undefined, { callsRunHere: false });
    const worker = await setup(api.place);
    const told: unknown[] = [];
    const definition = {
      kind: 'picky', payload: echo,
      run: async ({ n }: { n: string }) => {
        if (n === 'http') throw new HttpError(422, 'No voice speaks that language.', { language: 'Not served.' });
        throw new Error('engine crashed at /var/lib/x');
      },
      onFailure: (payload: { n: string }, { final }: { final: boolean }) => void told.push({ n: payload.n, final }),
    };
    api.queue.define(definition);
    worker.queue.define(definition);
    await worker.queue.start();
    const refused = await api.queue.call('picky', { n: 'http' }, { userId: 1 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, message: 'No voice speaks that language.', fields: { language: 'Not served.' } });
    const crashed = await api.queue.call('picky', { n: 'plain' }, { userId: 1 }).catch((error: unknown) => error);
    expect(crashed).not.toBeInstanceOf(HttpError);
    expect((crashed as Error).message).toBe('engine crashed at /var/lib/x');
    expect(told).toEqual([{ n: 'http', final: true }, { n: 'plain', final: true }]);
  });

  it('on an API host: a client leaving stops the worker\'s run, which the plugin hears; the worker goes on to the next', async () => {
    const api = await setup(undefined, { callsRunHere: false });
    const worker = await setup(api.place, { leaseMs: 600, concurrency: 1 });
    const work = holds();
    const told: unknown[] = [];
    const definition = {
      kind: 'echo', payload: echo,
      run: (payload: { n: string }, { signal }: { signal: AbortSignal }) => work.hold(payload.n, signal),
      onFailure: (payload: { n: string }, { error, final }: { error: unknown; final: boolean }) => void told.push({ n: payload.n, error: (error as Error).message, final }),
    };
    api.queue.define(definition);
    worker.queue.define(definition);
    await worker.queue.start();
    const leaving = new AbortController();
    const call = api.queue.call('echo', { n: 'left' }, { userId: 1, signal: leaving.signal });
    await until(() => work.active() === 1);
    leaving.abort(new HttpError(499, 'The client closed the connection.'));
    await expect(call).rejects.toThrow('The client closed the connection.');
    // Stopped at the worker's next renewal (a third of the lease).
    await until(() => work.aborted.length === 1, { ms: 3000 });
    expect(told).toEqual([{ n: 'left', error: CLIENT_LEFT, final: true }]);
    const next = api.queue.call<string>('echo', { n: 'next' }, { userId: 1 });
    await until(() => work.order.length === 2);
    work.releases.at(-1)!();
    expect(await next).toBe('next done');
  });

  it('on an API host: 503 when no worker takes the call in time, and the call is dropped', async () => {
    const api = await setup(undefined, { callsRunHere: false, callWaitMs: 300 });
    let runs = 0;
    api.queue.define({ kind: 'echo', payload: echo, run: async () => void runs++ });
    const refused = await api.queue.call('echo', { n: 'alone' }, { userId: 1 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503, message: expect.stringMatching(/^No worker took the work within 0.3 s: the workers are busy, or none is running\./) });
    const late = await setup(api.place);
    late.queue.define({ kind: 'echo', payload: echo, run: async () => void runs++ });
    await late.queue.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(0);
  });

  it('on an API host: a call whose worker vanished mid-run answers 503, and does not run again', async () => {
    const api = await setup(undefined, { callsRunHere: false });
    let runs = 0;
    const definition = { kind: 'echo', payload: echo, run: async () => void runs++ };
    api.queue.define(definition);
    const call = api.queue.call('echo', { n: 'orphan' }, { userId: 1 });
    // A worker takes it and vanishes: its lease is never renewed.
    const ghost = backendAt(backend, api.place, 300);
    await until(async () => Boolean(await ghost.claim(['echo'])), { what: 'the ghost to take the call', ms: 3000 });
    const rescuer = await setup(api.place, { leaseMs: 300 });
    rescuer.queue.define(definition);
    await rescuer.queue.start();
    const answered = await call.catch((error: unknown) => error);
    expect(answered).toMatchObject({ statusCode: 503, message: `${LOST_RUN} Try again.` });
    expect(runs).toBe(0);
  });
});

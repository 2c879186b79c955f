import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOST_FAILURE_TEXT, HttpError, RunStopped } from '@speechdeck/core/server';
import { setupOn, until } from '@speechdeck/testing';
import type { QueueBackendName } from './job-backend.ts';
import { jobStates } from './job-states.ts';
import { withTracking } from './tracked-jobs.ts';

const word = z.object({ word: z.string() });
const silent = pino({ level: 'silent' });

// The states live in the store whichever backend carries the jobs: one store backend, and Redis.
describe.each(['sqlite', 'redis'] as QueueBackendName[])('tracked jobs, queued on %s', (backend) => {
  const setup = setupOn(backend);

  async function tracked() {
    const { queue, db, place } = await setup();
    const states = jobStates(db, () => new Date());
    const track = (pluginId: string) => withTracking(queue.forPlugin(pluginId), states, silent, queue.owner);
    return { queue, states, place, db, jobs: track('demo'), otherJobs: track('other') };
  }

  it('keeps a job\'s life: queued, running with progress and stage, done; asked again once done, it runs again', async () => {
    const { queue, jobs } = await tracked();
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kind = jobs.track({
      kind: 'demo.say', payload: word,
      async run({ word }, run) {
        seen.push(`${word} by ${run.userId} as ${run.id}`);
        run.progress(0.4, 'halfway');
        await held;
      },
    });
    await kind.start('say/1', { word: 'hello' }, { userId: 1 });
    expect(await kind.state('say/1')).toMatchObject({ status: 'queued', progress: 0, stage: null, error: null, userId: 1, kind: 'demo.say' });
    await queue.start();
    await until(async () => (await kind.state('say/1'))?.stage === 'halfway');
    expect(await kind.state('say/1')).toMatchObject({ status: 'running', progress: 0.4 });
    release();
    await until(async () => (await kind.state('say/1'))?.status === 'done');
    expect(await kind.state('say/1')).toMatchObject({ progress: 1, stage: null });
    await kind.start('say/1', { word: 'again' }, { userId: 1 });
    await until(async () => seen.length === 2 && (await kind.state('say/1'))?.status === 'done');
    expect(seen).toEqual(['hello by 1 as say/1', 'again by 1 as say/1']);
  });

  it('fails with the text its user may read: an HttpError\'s message at once, other errors after the retries, by a general text; then tells the service once', async () => {
    const { queue, jobs } = await tracked();
    let runs = 0;
    const refused = jobs.track({ kind: 'demo.refused', payload: word, run: async () => { throw new HttpError(422, 'That word cannot be said.'); } });
    const released: string[] = [];
    const crashed = jobs.track({
      kind: 'demo.crashed', payload: word,
      run: async () => { runs++; throw new Error('ENOENT /var/lib/secret/path'); },
      onFailed: async ({ word }, { id }) => void released.push(`${word} of ${id}, after ${runs} runs`),
    });
    await refused.start('r', { word: 'x' }, { userId: 1 });
    await crashed.start('c', { word: 'x' }, { userId: 1 });
    await queue.start();
    await until(async () => (await refused.state('r'))?.status === 'failed' && (await crashed.state('c'))?.status === 'failed', { ms: 20_000 });
    expect((await refused.state('r'))?.error).toBe('That word cannot be said.');
    expect((await crashed.state('c'))?.error).toBe(HOST_FAILURE_TEXT);
    expect(runs).toBe(3);
    await until(() => released.length > 0);
    expect(released).toEqual(['x of c, after 3 runs']);
  });

  it('removing a running job stops its run and leaves no state; a write after that changes nothing', async () => {
    const { queue, jobs } = await tracked();
    let reason: unknown;
    const kind = jobs.track({
      kind: 'demo.long', payload: word,
      async run(_payload, run) {
        run.progress(0.1);
        await new Promise<void>((resolve) => run.signal.addEventListener('abort', () => resolve(), { once: true }));
        reason = run.signal.reason;
      },
    });
    await kind.start('long', { word: 'x' }, { userId: 1 });
    await queue.start();
    await until(async () => (await kind.state('long'))?.status === 'running');
    expect(await kind.remove('long')).toBe(true);
    await until(async () => reason !== undefined);
    expect(reason).toBeInstanceOf(RunStopped);
    expect(await kind.state('long')).toBeUndefined();
    expect(await kind.remove('long')).toBe(false);
  });

  it('a call runs while its caller waits, answers what its run answered, and is tracked like a queued job, its failure too', async () => {
    const { queue, jobs } = await tracked();
    const kind = jobs.track({
      kind: 'demo.now', payload: word,
      async run({ word }) {
        if (word === 'bad') throw new HttpError(400, 'Not a word.');
        return { said: word.toUpperCase() };
      },
    });
    await queue.start();
    expect(await kind.call('now/1', { word: 'fine' }, { userId: 1 })).toEqual({ said: 'FINE' });
    expect(await kind.state('now/1')).toMatchObject({ status: 'done', progress: 1 });
    await expect(kind.call('now/2', { word: 'bad' }, { userId: 1 })).rejects.toThrow('Not a word.');
    expect(await kind.state('now/2')).toMatchObject({ status: 'failed', error: 'Not a word.' });
  });

  it('a call run in its host\'s own slot is marked with that process and fails once it is gone; a queued job, or a call handed to a worker, is its queue\'s to bring back', async () => {
    const { queue, states, db, place, jobs } = await tracked();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const kind = jobs.track({ kind: 'demo.slow', payload: word, run: () => gate });
    await queue.start();
    const call = kind.call('slow/call', { word: 'a' }, { userId: 1 });
    await kind.start('slow/job', { word: 'b' }, { userId: 1 });
    await until(async () => (await kind.state('slow/call'))?.status === 'running' && (await kind.state('slow/job'))?.status === 'running');
    // An API host's queue hands its call to the worker above: a queued job there, under a lease.
    const api = await setup(place, { callsRunHere: false });
    const handed = withTracking(api.queue.forPlugin('demo'), states, silent, api.queue.owner).track({ kind: 'demo.slow', payload: word, run: () => gate });
    const viaWorker = handed.call('slow/handed', { word: 'c' }, { userId: 1 });
    await until(async () => (await kind.state('slow/handed'))?.status === 'running');
    const owners = await db.selectFrom('job_states').select(['id', 'call_owner']).orderBy('id').execute();
    expect(owners).toEqual([{ id: 'slow/call', call_owner: queue.owner }, { id: 'slow/handed', call_owner: null }, { id: 'slow/job', call_owner: null }]);

    expect(await states.failCallsOf(async () => false, 'gone')).toBe(0);
    expect(await states.failCallsOf(async (owner) => owner === queue.owner, 'The host went away.')).toBe(1);
    expect(await kind.state('slow/call')).toMatchObject({ status: 'failed', error: 'The host went away.' });
    expect((await kind.state('slow/job'))?.status).toBe('running');
    expect((await kind.state('slow/handed'))?.status).toBe('running');
    open();
    await Promise.all([call, viaWorker]);
  });

  it('runs a job queued before its service tracked it (its bare payload, its state moved under the queue\'s id), and reads states of any kind', async () => {
    const { queue, states, jobs, otherJobs } = await tracked();
    const seen: string[] = [];
    const failing = new Set(['never']);
    const kind = jobs.track({
      kind: 'demo.legacy', payload: word,
      async run({ word }, run) {
        if (failing.has(word)) throw new HttpError(422, `No ${word}.`);
        seen.push(`${word} as ${run.id}`);
      },
    });
    // As a plugin's upgrade leaves it: the queue's job with the old payload, its state copied beside it.
    for (const [id, said] of [['demo.legacy/old-1', 'kept'], ['demo.legacy/old-2', 'never']] as const) {
      await states.queue(id, 'demo.legacy', 1);
      await queue.forPlugin('demo').enqueue('demo.legacy', { word: said }, { id, userId: 1 });
    }
    await queue.start();
    await until(async () => (await kind.state('demo.legacy/old-1'))?.status === 'done' && (await kind.state('demo.legacy/old-2'))?.status === 'failed');
    expect(seen).toEqual(['kept as demo.legacy/old-1']);
    expect((await kind.state('demo.legacy/old-2'))?.error).toBe('No never.');
    // By id, in no particular order.
    const read = await otherJobs.trackedStates(['demo.legacy/old-1', 'demo.legacy/old-2', 'nothing']);
    expect(Object.fromEntries([...read].map(([id, state]) => [id, state.status]))).toEqual({ 'demo.legacy/old-1': 'done', 'demo.legacy/old-2': 'failed' });
  });

  it('a kind answers only its own jobs: another plugin\'s id reads as unknown and cannot be removed through it', async () => {
    const { jobs, otherJobs } = await tracked();
    const mine = jobs.track({ kind: 'demo.mine', payload: word, run: async () => {} });
    const theirs = otherJobs.track({ kind: 'other.theirs', payload: word, run: async () => {} });
    await theirs.start('shared-looking-id', { word: 'x' }, { userId: 1 });
    expect(await mine.state('shared-looking-id')).toBeUndefined();
    expect((await mine.states(['shared-looking-id'])).size).toBe(0);
    expect(await mine.remove('shared-looking-id')).toBe(false);
    expect(await theirs.state('shared-looking-id')).toMatchObject({ status: 'queued' });
    expect(() => jobs.track({ kind: 'other.sneaky', payload: word, run: async () => {} })).toThrow(/may only use job kinds 'demo/);
  });
});

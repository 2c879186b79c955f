import { errorMessage } from '@speechdeck/core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { CLIENT_LEFT, HttpError, type JobDefinition } from '@speechdeck/core/server';
import { failureDetail, isPermanent } from './call-failure.ts';
import { createCallSlots } from './call-slots.ts';
import { LOST_RUN, type ClaimedJob, type JobBackend, type QueueBackendName } from './job-backend.ts';
import { createRemoteCalls } from './remote-calls.ts';
import type { PluginJobQueue } from './tracked-jobs.ts';

export interface JobRunnerOptions {
  /** Queued jobs run at once; calls have as many slots again, of their own, so long work never holds them all. */
  concurrency: number;
  /** Calls run in this process's slots (it takes jobs); else they are queued for a worker and waited for. */
  callsRunHere: boolean;
  /** How long a call may wait for a slot here, or for a worker to take it, before it is answered 503. */
  callWaitMs: number;
  /** How often a waiting call looks at its job. */
  callPollMs: number;
  /** How often a held lease is renewed: a third of the backend's lease. */
  leaseMs: number;
  pollMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /**
   * Checked before jobs are taken, for what the backend's own calls do not reach and the jobs need
   * (the database where jobs wait on Redis, the media bucket): a worker that cannot reach them
   * takes no job.
   */
  probe?: () => Promise<void>;
}

export interface RunningJobQueue extends PluginJobQueue {
  /** The queue as one plugin sees it: it may declare and queue only kinds under its own id. */
  forPlugin(pluginId: string): PluginJobQueue;
  /** Takes back the jobs a dead process of this machine was running, then starts the workers. */
  start(): Promise<void>;
  /** Aborts running jobs and puts them back in the queue, to run again after a restart; aborts and refuses calls. */
  stop(): Promise<void>;
  /** Why the last look at the queue (or the probe) failed, while it keeps failing (no job is taken meanwhile). */
  storeFailure(): string | undefined;
  /** This queue's name in the leases it holds (`host/pid/uuid`). */
  readonly owner: string;
  /** Where its jobs wait (health reports it). */
  readonly backend: QueueBackendName;
}

/**
 * The host's job queue over a backend: this process's slots shared by claimed jobs and calls, leases renewed while a job runs, retries and failures told to the plugin, and a store
 * that fails under the queue reported (no job is taken until it answers again).
 */
export function createJobRunner(backend: JobBackend, options: JobRunnerOptions): RunningJobQueue {
  const handlers = new Map<string, JobDefinition<z.ZodType>>();
  // Claimed jobs, and claimed calls (queued by an API host), each until it settles.
  const running = new Map<string, { controller: AbortController; done: Promise<void>; call: boolean }>();
  // Calls run here, each holding one of the call slots until it settles.
  const direct = new Map<AbortController, Promise<void>>();
  const shuttingDown = () => new HttpError(503, 'The host is shutting down; try again shortly.');
  const calls = createCallSlots({ slots: options.concurrency, waitMs: options.callWaitMs });
  const remote = createRemoteCalls(backend, { slots: options.concurrency, callWaitMs: options.callWaitMs, callPollMs: options.callPollMs, shuttingDown });
  const runningJobs = () => [...running.values()].filter((r) => !r.call).length;
  const jobRoom = () => runningJobs() < options.concurrency;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let started = false;
  let failure: string | undefined;

  async function claimNext(callsOnly: boolean): Promise<ClaimedJob | undefined> {
    if (handlers.size === 0) return undefined;
    return backend.claim([...handlers.keys()], { callsOnly });
  }

  function run(job: ClaimedJob): void {
    const controller = new AbortController();
    // A claimed call holds a call slot, in the order the queue gave it (its user's turn was taken there).
    const releaseCall = job.call ? calls.hold(job.userId) : undefined;
    // A lease that cannot be renewed (taken over, or the queue unreachable) is lost: the job
    // stops here and runs again where the lease is next taken. A renewal still unanswered when the
    // lease would have run out counts as lost too (Redis keeps a restart's commands waiting
    // instead of failing them, while the lock runs out there).
    let renewedAt = Date.now();
    let cancelled = false;
    const renew = setInterval(() => {
      if (Date.now() - renewedAt > options.leaseMs) controller.abort(new Error('lease lost: the queue did not answer within the lease'));
      job.renew().then(
        (lease) => {
          if (lease === 'held') renewedAt = Date.now();
          else if (lease === 'lost') controller.abort(new Error('lease lost'));
          else {
            cancelled = true;
            controller.abort(new HttpError(499, CLIENT_LEFT));
          }
        },
        (error: unknown) => {
          storeFailed(error);
          controller.abort(new Error('lease lost: the queue cannot be written'));
        },
      );
    }, Math.max(50, options.leaseMs / 3));
    const done = (async () => {
      const definition = handlers.get(job.kind)!;
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
        const startedAt = Date.now();
        const value = await definition.run(payload, { signal: controller.signal, attempt: job.attempts, userId: job.userId, id: job.id });
        const about = { job: job.id, kind: job.kind, attempt: job.attempts, owner: backend.owner, ms: Date.now() - startedAt };
        if (await job.complete(job.call && value !== undefined ? JSON.stringify(value) : undefined)) options.log.info(about, 'job done');
        else options.log.warn(about, 'job finished after its lease was lost: it runs again where it is next taken');
      } catch (error) {
        if (controller.signal.aborted && !cancelled) {
          if (stopping) await job.release();
          return;
        }
        const failure = cancelled ? controller.signal.reason : error;
        const final = cancelled || job.attempts >= job.maxAttempts || isPermanent(failure) || payload === undefined;
        options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: failure }, final ? 'job failed' : 'job failed; will retry');
        if (payload !== undefined) await tellFailure(definition, job, payload, failure, final);
        await job.fail(errorMessage(failure), final, job.call ? failureDetail(failure) : undefined);
      } finally {
        clearInterval(renew);
        running.delete(job.id);
        releaseCall?.();
        schedule(0);
      }
    })().catch((error: unknown) => {
      // Its outcome could not be written: the lease runs out and the job runs again.
      storeFailed(error);
    });
    running.set(job.id, { controller, done, call: job.call });
  }

  async function tellFailure(definition: JobDefinition<z.ZodType>, job: { id: string; userId: number }, payload: unknown, error: unknown, final: boolean): Promise<void> {
    try {
      await definition.onFailure?.(payload, { error, final, userId: job.userId, id: job.id });
    } catch (hookError) {
      options.log.error({ job: job.id, err: hookError }, 'job failure hook failed');
    }
  }

  /**
   * Jobs whose owner died with them (a host killed mid-run) go back to the queue at once instead
   * of showing "running" until their lease runs out. Only owners known to be dead are taken from:
   * another live worker on this machine or elsewhere keeps its jobs (see isDeadOwner). The lost run
   * counts as an attempt, so a job that kills its host each time fails for good after the last.
   */
  async function reclaimOrphans(): Promise<void> {
    for (const job of await backend.takeBackDead([...handlers.keys()])) {
      options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, job.final ? 'job of a dead process failed' : 'job of a dead process queued again');
      const definition = handlers.get(job.kind)!;
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
      } catch {
        continue; // a payload that does not parse fails the job when it is claimed, as any other
      }
      await tellFailure(definition, job, payload, new Error(LOST_RUN), job.final);
    }
  }

  /**
   * A job whose runs were all lost with their workers (each taken back when its lease ran out)
   * fails for good instead of running once more, as one whose process was seen dead would.
   */
  async function failLost(job: ClaimedJob): Promise<void> {
    options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, 'job lost with its worker too often: failed');
    const definition = handlers.get(job.kind)!;
    const payload = definition.payload.safeParse(safeJson(job.payload));
    if (payload.success) await tellFailure(definition, job, payload.data, new Error(LOST_RUN), true);
    await job.fail(LOST_RUN, true);
  }

  /** Runs `work` in one of this process's call slots, in the user's turn. */
  async function runInSlot<T>(work: (signal: AbortSignal) => Promise<T>, userId: number, signal: AbortSignal | undefined): Promise<T> {
    if (stopping) throw shuttingDown();
    const release = await calls.acquire(userId, signal);
    const controller = new AbortController();
    let settle!: () => void;
    direct.set(controller, new Promise<void>((resolve) => (settle = resolve)));
    const forward = () => controller.abort(signal!.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      signal?.throwIfAborted();
      return await work(controller.signal);
    } finally {
      signal?.removeEventListener('abort', forward);
      direct.delete(controller);
      settle();
      release();
      schedule(0);
    }
  }

  /** A call where this process takes jobs: run here as a worker would run it, JSON in and out. */
  async function callHere(definition: JobDefinition<z.ZodType>, payload: unknown, userId: number, signal: AbortSignal | undefined): Promise<unknown> {
    const parsed: unknown = definition.payload.parse(JSON.parse(JSON.stringify(payload)));
    // Not in the queue, so no queue id: the kind's, for the log.
    const id = `${definition.kind}/call`;
    let ran = false;
    try {
      const value = await runInSlot((slot) => {
        ran = true;
        return definition.run(parsed, { signal: slot, attempt: 1, userId, id });
      }, userId, signal);
      return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
    } catch (error) {
      if (ran) await tellFailure(definition, { id, userId }, parsed, signal?.aborted ? new HttpError(499, CLIENT_LEFT) : error, true);
      throw error;
    }
  }

  async function call<R>(kind: string, payload: unknown, { userId, signal }: { userId: number; signal?: AbortSignal }): Promise<R> {
    const definition = handlers.get(kind);
    if (!definition) throw new Error(`job kind '${kind}' is not defined`);
    return (await (options.callsRunHere ? callHere(definition, payload, userId, signal) : remote.call(kind, payload, userId, signal))) as R;
  }

  // One pump at a time: a second would claim past the concurrency while the first awaits its claim.
  let pumping = false;
  let pumpAgain = false;

  async function pump(): Promise<void> {
    timer = undefined;
    if (stopping) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        if ((jobRoom() || calls.free) && handlers.size > 0) await options.probe?.();
        // With every job slot taken, only calls are claimed: a free call slot never goes to long work.
        while ((jobRoom() || calls.free) && !stopping) {
          const job = await claimNext(!jobRoom());
          if (!job) break;
          if (job.attempts > job.maxAttempts) await failLost(job);
          else run(job);
        }
      } while (pumpAgain && !stopping);
      if (failure !== undefined) {
        options.log.warn('the job queue answers again: taking jobs');
        failure = undefined;
      }
    } catch (error) {
      storeFailed(error);
    } finally {
      pumping = false;
    }
    schedule(options.pollMs);
  }

  /** The store or the queue failed: say so once, and keep trying at the poll interval without taking jobs. */
  function storeFailed(error: unknown): void {
    const message = errorMessage(error);
    if (failure === undefined) options.log.error({ err: error }, 'the job queue cannot use its store, or a probe before taking jobs failed: taking no jobs until it can');
    failure = message;
  }

  function schedule(ms: number): void {
    if (stopping || !started) return;
    if (timer) {
      if (ms > 0) return;
      clearTimeout(timer);
    }
    timer = setTimeout(() => void pump(), ms);
    timer.unref();
  }

  const queue: PluginJobQueue = {
    define(definition) {
      if (handlers.has(definition.kind)) throw new Error(`job kind '${definition.kind}' is defined twice`);
      handlers.set(definition.kind, definition as unknown as JobDefinition<z.ZodType>);
      schedule(0);
    },
    async enqueue(kind, payload, { id, userId }) {
      const created = await backend.insert(id, kind, userId, JSON.stringify(payload));
      if (created) schedule(0);
      return { id, created };
    },
    status: (id) => backend.status(id),
    call,
    runsHere: options.callsRunHere,
  };

  return {
    ...queue,
    owner: backend.owner,
    backend: backend.name,
    storeFailure: () => failure,
    forPlugin(pluginId) {
      const own = (kind: string) => {
        if (!kind.startsWith(`${pluginId}.`)) throw new Error(`plugin '${pluginId}' may only use job kinds '${pluginId}.*', not '${kind}'`);
      };
      return {
        define(definition) {
          own(definition.kind);
          queue.define(definition);
        },
        async enqueue(kind, payload, enqueueOptions) {
          own(kind);
          return queue.enqueue(kind, payload, enqueueOptions);
        },
        status: queue.status,
        async call(kind, payload, callOptions) {
          own(kind);
          return call(kind, payload, callOptions);
        },
        runsHere: queue.runsHere,
      };
    },
    async start() {
      await reclaimOrphans();
      await backend.watch?.();
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      for (const { controller } of running.values()) controller.abort(new Error('host shutting down'));
      for (const controller of direct.keys()) controller.abort(shuttingDown());
      remote.stop();
      calls.refuseAll(shuttingDown());
      await Promise.allSettled([...running.values()].map((r) => r.done).concat([...direct.values()]));
      await backend.close?.();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

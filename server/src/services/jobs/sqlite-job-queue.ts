import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, type JobDefinition, type JobQueue, type JobStatus } from '@speechdeck/core/server';
import type { z } from 'zod';
import { isDeadOwner, newProcessOwner } from '@speechdeck/core/server';

export interface JobQueueOptions {
  /** Jobs and runNow works run at once, together. */
  concurrency: number;
  /** A running job whose lease is not renewed for this long is taken to be lost and runs again. */
  leaseMs: number;
  pollMs: number;
  maxAttempts: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

interface JobRow {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
  userId: number;
}

export interface RunningJobQueue extends JobQueue {
  /** The queue as one plugin sees it: it may declare and queue only kinds under its own id. */
  forPlugin(pluginId: string): JobQueue;
  /** Takes back the jobs a dead process of this machine was running, then starts the workers. */
  start(): Promise<void>;
  /** Aborts running jobs and puts them back in the queue, to run again after a restart; aborts and refuses runNow works. */
  stop(): Promise<void>;
  /** Why the last look at the queue's table failed, while it keeps failing (no job is taken meanwhile). */
  storeFailure(): string | undefined;
  /** This queue's name in the leases it writes (`host/pid/uuid`). */
  readonly owner: string;
}

/**
 * A job queue in the host's SQLite file. A worker claims a job by writing its own lease into the
 * row; it renews the lease while it works and completes the job only while it still holds it, so a
 * job whose worker died runs again, and no job is completed twice.
 */
export function createSqliteJobQueue(db: Database, options: JobQueueOptions): RunningJobQueue {
  const owner = newProcessOwner();
  const handlers = new Map<string, JobDefinition<z.ZodType>>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  // runNow works holding a slot (each until it settles), and those waiting for one, first come first served.
  const direct = new Map<AbortController, Promise<void>>();
  const waiting: { grant(): void; refuse(reason: unknown): void }[] = [];
  const busy = () => running.size + direct.size;
  const shuttingDown = () => new HttpError(503, 'The host is shutting down; try again shortly.');
  const stamp = () => options.now().toISOString();
  const clock = () => options.now().getTime();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let started = false;
  let failure: string | undefined;

  const q = {
    // A finished id asked for again (its result was deleted and the work requested anew) runs again;
    // a queued or running one is left as it is.
    insert: db.prepare(`INSERT INTO jobs (id, kind, user_id, payload, status, created_at, updated_at)
      VALUES (?, ?, ?, ?, 'queued', ?, ?)
      ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, payload = excluded.payload, status = 'queued', attempts = 0,
        error = NULL, lease_owner = NULL, lease_until = NULL, updated_at = excluded.updated_at
      WHERE jobs.status IN ('done', 'failed')`),
    status: db.prepare<[string], { status: JobStatus; attempts: number; error: string | null }>('SELECT status, attempts, error FROM jobs WHERE id = ?'),
    claim: db.prepare<unknown[], JobRow>(`UPDATE jobs SET status = 'running', lease_owner = @owner, lease_until = @until, attempts = attempts + 1, updated_at = @at
      WHERE id = (SELECT id FROM jobs WHERE kind IN (SELECT value FROM json_each(@kinds))
        AND (status = 'queued' OR (status = 'running' AND lease_until < @now)) ORDER BY created_at, rowid LIMIT 1)
      RETURNING id, kind, payload, attempts, user_id AS userId`),
    renew: db.prepare('UPDATE jobs SET lease_until = ? WHERE id = ? AND lease_owner = ? AND status = \'running\''),
    finish: db.prepare(`UPDATE jobs SET status = @status, error = @error, lease_owner = NULL, lease_until = NULL, updated_at = @at
      WHERE id = @id AND lease_owner = @owner AND status = 'running'`),
    release: db.prepare(`UPDATE jobs SET status = 'queued', attempts = attempts - 1, lease_owner = NULL, lease_until = NULL, updated_at = ?
      WHERE id = ? AND lease_owner = ? AND status = 'running'`),
    orphans: db.prepare<[string], JobRow & { leaseOwner: string }>(`SELECT id, kind, payload, attempts, user_id AS userId, lease_owner AS leaseOwner
      FROM jobs WHERE status = 'running' AND lease_owner IS NOT NULL AND lease_owner != ?`),
    takeBack: db.prepare(`UPDATE jobs SET status = ?, error = ?, lease_owner = NULL, lease_until = NULL, updated_at = ?
      WHERE id = ? AND lease_owner = ? AND status = 'running'`),
  };

  function claimNext(): JobRow | undefined {
    if (handlers.size === 0) return undefined;
    return q.claim.get({ owner, until: clock() + options.leaseMs, at: stamp(), now: clock(), kinds: JSON.stringify([...handlers.keys()]) });
  }

  function run(job: JobRow): void {
    const controller = new AbortController();
    const renew = setInterval(() => {
      // A lease that cannot be renewed (taken over, or the database unreadable) is lost: the job
      // stops here and runs again where the lease is next taken.
      try {
        if (q.renew.run(clock() + options.leaseMs, job.id, owner).changes === 0) controller.abort(new Error('lease lost'));
      } catch (error) {
        storeFailed(error);
        controller.abort(new Error('lease lost: the database cannot be written'));
      }
    }, Math.max(50, options.leaseMs / 3));
    const done = (async () => {
      const definition = handlers.get(job.kind)!;
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
        const startedAt = Date.now();
        await definition.run(payload, { signal: controller.signal, attempt: job.attempts, userId: job.userId });
        q.finish.run({ status: 'done', error: null, at: stamp(), id: job.id, owner });
        options.log.info({ job: job.id, kind: job.kind, attempt: job.attempts, owner, ms: Date.now() - startedAt }, 'job done');
      } catch (error) {
        if (controller.signal.aborted) {
          if (stopping) q.release.run(stamp(), job.id, owner);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const final = job.attempts >= options.maxAttempts || isPermanent(error) || payload === undefined;
        options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, final ? 'job failed' : 'job failed; will retry');
        if (payload !== undefined) await tellFailure(definition, job, payload, error, final);
        q.finish.run({ status: final ? 'failed' : 'queued', error: message, at: stamp(), id: job.id, owner });
      } finally {
        clearInterval(renew);
        running.delete(job.id);
        slotFreed();
      }
    })().catch((error: unknown) => {
      // Its outcome could not be written: the lease runs out and the job runs again.
      storeFailed(error);
    });
    running.set(job.id, { controller, done });
  }

  async function tellFailure(definition: JobDefinition<z.ZodType>, job: JobRow, payload: unknown, error: unknown, final: boolean): Promise<void> {
    try {
      await definition.onFailure?.(payload, { error, final, userId: job.userId });
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
    for (const job of q.orphans.all(owner)) {
      const definition = handlers.get(job.kind);
      if (!definition || !isDeadOwner(job.leaseOwner)) continue;
      const final = job.attempts >= options.maxAttempts;
      const error = new Error('The process running it stopped before it finished.');
      const taken = q.takeBack.run(final ? 'failed' : 'queued', error.message, stamp(), job.id, job.leaseOwner);
      if (taken.changes === 0) continue;
      options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, final ? 'job of a dead process failed' : 'job of a dead process queued again');
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
      } catch {
        continue; // a payload that does not parse fails the job when it is claimed, as any other
      }
      await tellFailure(definition, job, payload, error, final);
    }
  }

  /** A slot is free: a waiting runNow work takes it before the queue does. */
  function slotFreed(): void {
    while (busy() < options.concurrency && waiting.length > 0) waiting.shift()!.grant();
    schedule(0);
  }

  function acquire(take: () => void, signal: AbortSignal | undefined): Promise<void> {
    if (stopping) return Promise.reject(shuttingDown());
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (busy() < options.concurrency && waiting.length === 0) {
      take();
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(signal!.reason);
      };
      const waiter = {
        grant() {
          signal?.removeEventListener('abort', onAbort);
          take();
          resolve();
        },
        refuse(reason: unknown) {
          signal?.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });
  }

  async function runNow<T>(work: (signal: AbortSignal) => Promise<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
    const controller = new AbortController();
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    await acquire(() => direct.set(controller, settled), signal);
    const forward = () => controller.abort(signal!.reason);
    signal?.addEventListener('abort', forward, { once: true });
    try {
      signal?.throwIfAborted();
      return await work(controller.signal);
    } finally {
      signal?.removeEventListener('abort', forward);
      direct.delete(controller);
      settle();
      slotFreed();
    }
  }

  function pump(): void {
    timer = undefined;
    if (stopping) return;
    try {
      while (busy() < options.concurrency) {
        const job = claimNext();
        if (!job) break;
        run(job);
      }
      if (failure !== undefined) {
        options.log.warn('the job queue reads its table again: taking jobs');
        failure = undefined;
      }
    } catch (error) {
      storeFailed(error);
    }
    schedule(options.pollMs);
  }

  /** The database failed under the queue: say so once, and keep trying at the poll interval without taking jobs. */
  function storeFailed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (failure === undefined) options.log.error({ err: error }, 'the job queue cannot use the database: taking no jobs until it can');
    failure = message;
  }

  function schedule(ms: number): void {
    if (stopping || !started) return;
    if (timer) {
      if (ms > 0) return;
      clearTimeout(timer);
    }
    timer = setTimeout(pump, ms);
    timer.unref();
  }

  const queue: JobQueue = {
    define(definition) {
      if (handlers.has(definition.kind)) throw new Error(`job kind '${definition.kind}' is defined twice`);
      handlers.set(definition.kind, definition as unknown as JobDefinition<z.ZodType>);
      schedule(0);
    },
    enqueue(kind, payload, { id, userId }) {
      const created = q.insert.run(id, kind, userId, JSON.stringify(payload), stamp(), stamp()).changes > 0;
      if (created) schedule(0);
      return { id, created };
    },
    status: (id) => q.status.get(id),
    runNow,
  };

  return {
    ...queue,
    owner,
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
        enqueue(kind, payload, options) {
          own(kind);
          return queue.enqueue(kind, payload, options);
        },
        status: queue.status,
        runNow,
      };
    },
    async start() {
      await reclaimOrphans();
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      for (const { controller } of running.values()) controller.abort(new Error('host shutting down'));
      for (const controller of direct.keys()) controller.abort(shuttingDown());
      for (const waiter of waiting.splice(0)) waiter.refuse(shuttingDown());
      await Promise.allSettled([...running.values()].map((r) => r.done).concat([...direct.values()]));
    },
  };
}

/** Errors a retry cannot fix (bad media, a language nobody serves) fail the job at once. */
function isPermanent(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

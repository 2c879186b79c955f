import type { ExpressionBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, type JobDefinition, type JobQueue, type JobStatus, type StoreDialect } from '@speechdeck/core/server';
import type { PlatformDb, PlatformTables } from '../database/platform-tables.ts';
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
  /** Where its jobs wait (health reports it). */
  readonly backend: 'sqlite' | 'postgres' | 'redis';
}

/**
 * A job queue in a table of the host's store (SQLite or PostgreSQL). A worker claims a job by writing its own lease into the
 * row; it renews the lease while it works and completes the job only while it still holds it, so a
 * job whose worker died runs again, and no job is completed twice.
 */
export function createStoreJobQueue(db: PlatformDb, dialect: StoreDialect, options: JobQueueOptions): RunningJobQueue {
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

  // Two workers after the same job: PostgreSQL skips a row another transaction holds; SQLite's
  // write lock lets one UPDATE at a time, and the outer condition makes the loser claim nothing.
  const claimable = (kinds: string[]) =>
    db.selectFrom('jobs').select('id')
      .where('kind', 'in', kinds)
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', clock())])]))
      .orderBy('created_at').orderBy('rowid').limit(1)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const leased = (id: string, leaseOwner: string) => (eb: ExpressionBuilder<PlatformTables, 'jobs'>) =>
    eb.and([eb('id', '=', id), eb('lease_owner', '=', leaseOwner), eb('status', '=', 'running')]);

  const q = {
    // A finished id asked for again (its result was deleted and the work requested anew) runs again;
    // a queued or running one is left as it is.
    insert: (id: string, kind: string, userId: number, payload: string) =>
      db.insertInto('jobs').values({ id, kind, user_id: userId, payload, status: 'queued', created_at: stamp(), updated_at: stamp() })
        .onConflict((oc) => oc.column('id')
          .doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'), payload: eb.ref('excluded.payload'), status: 'queued', attempts: 0,
            error: null, lease_owner: null, lease_until: null, updated_at: eb.ref('excluded.updated_at'),
          }))
          .where('jobs.status', 'in', ['done', 'failed']))
        .executeTakeFirst(),
    status: (id: string) => db.selectFrom('jobs').select(['status', 'attempts', 'error']).where('id', '=', id).executeTakeFirst(),
    claim: async (kinds: string[]): Promise<JobRow | undefined> => {
      const row = await db.updateTable('jobs')
        .set((eb) => ({ status: 'running', lease_owner: owner, lease_until: clock() + options.leaseMs, attempts: eb('attempts', '+', 1), updated_at: stamp() }))
        .where('id', '=', claimable(kinds))
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', clock())])]))
        .returning(['id', 'kind', 'payload', 'attempts', 'user_id'])
        .executeTakeFirst();
      return row && { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, userId: row.user_id ?? 0 };
    },
    renew: async (id: string) =>
      Number((await db.updateTable('jobs').set({ lease_until: clock() + options.leaseMs }).where(leased(id, owner)).executeTakeFirst()).numUpdatedRows) > 0,
    finish: (id: string, status: JobStatus, error: string | null) =>
      db.updateTable('jobs').set({ status, error, lease_owner: null, lease_until: null, updated_at: stamp() }).where(leased(id, owner)).execute(),
    release: (id: string) =>
      db.updateTable('jobs').set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), lease_owner: null, lease_until: null, updated_at: stamp() }))
        .where(leased(id, owner)).execute(),
    orphans: () =>
      db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts', 'user_id', 'lease_owner'])
        .where('status', '=', 'running').where('lease_owner', 'is not', null).where('lease_owner', '!=', owner).execute(),
    takeBack: async (id: string, leaseOwner: string, status: JobStatus, error: string) =>
      Number((await db.updateTable('jobs').set({ status, error, lease_owner: null, lease_until: null, updated_at: stamp() })
        .where(leased(id, leaseOwner)).executeTakeFirst()).numUpdatedRows) > 0,
  };

  function claimNext(): Promise<JobRow | undefined> {
    if (handlers.size === 0) return Promise.resolve(undefined);
    return q.claim([...handlers.keys()]);
  }

  function run(job: JobRow): void {
    const controller = new AbortController();
    // A lease that cannot be renewed (taken over, or the database unreadable) is lost: the job
    // stops here and runs again where the lease is next taken.
    const renew = setInterval(() => {
      q.renew(job.id).then(
        (held) => held || controller.abort(new Error('lease lost')),
        (error: unknown) => {
          storeFailed(error);
          controller.abort(new Error('lease lost: the database cannot be written'));
        },
      );
    }, Math.max(50, options.leaseMs / 3));
    const done = (async () => {
      const definition = handlers.get(job.kind)!;
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
        const startedAt = Date.now();
        await definition.run(payload, { signal: controller.signal, attempt: job.attempts, userId: job.userId });
        await q.finish(job.id, 'done', null);
        options.log.info({ job: job.id, kind: job.kind, attempt: job.attempts, owner, ms: Date.now() - startedAt }, 'job done');
      } catch (error) {
        if (controller.signal.aborted) {
          if (stopping) await q.release(job.id);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const final = job.attempts >= options.maxAttempts || isPermanent(error) || payload === undefined;
        options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, final ? 'job failed' : 'job failed; will retry');
        if (payload !== undefined) await tellFailure(definition, job, payload, error, final);
        await q.finish(job.id, final ? 'failed' : 'queued', message);
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
    for (const row of await q.orphans()) {
      const job = { ...row, userId: row.user_id ?? 0 };
      const definition = handlers.get(job.kind);
      if (!definition || !isDeadOwner(row.lease_owner!)) continue;
      const final = job.attempts >= options.maxAttempts;
      const error = new Error('The process running it stopped before it finished.');
      if (!(await q.takeBack(job.id, row.lease_owner!, final ? 'failed' : 'queued', error.message))) continue;
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
        while (busy() < options.concurrency && !stopping) {
          const job = await claimNext();
          if (!job) break;
          run(job);
        }
      } while (pumpAgain && !stopping);
      if (failure !== undefined) {
        options.log.warn('the job queue reads its table again: taking jobs');
        failure = undefined;
      }
    } catch (error) {
      storeFailed(error);
    } finally {
      pumping = false;
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
    timer = setTimeout(() => void pump(), ms);
    timer.unref();
  }

  const queue: JobQueue = {
    define(definition) {
      if (handlers.has(definition.kind)) throw new Error(`job kind '${definition.kind}' is defined twice`);
      handlers.set(definition.kind, definition as unknown as JobDefinition<z.ZodType>);
      schedule(0);
    },
    async enqueue(kind, payload, { id, userId }) {
      const created = Number((await q.insert(id, kind, userId, JSON.stringify(payload)))?.numInsertedOrUpdatedRows ?? 0) > 0;
      if (created) schedule(0);
      return { id, created };
    },
    status: (id) => q.status(id),
    runNow,
  };

  return {
    ...queue,
    owner,
    backend: dialect,
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
        async enqueue(kind, payload, options) {
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

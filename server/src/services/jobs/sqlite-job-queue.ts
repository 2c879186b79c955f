import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue, JobStatus } from '@speechdeck/core/server';
import type { z } from 'zod';

export interface JobQueueOptions {
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
}

export interface RunningJobQueue extends JobQueue {
  /** The queue as one plugin sees it: it may declare and queue only kinds under its own id. */
  forPlugin(pluginId: string): JobQueue;
  start(): void;
  /** Aborts running jobs and puts them back in the queue, to run again after a restart. */
  stop(): Promise<void>;
}

/**
 * A job queue in the host's SQLite file. A worker claims a job by writing its own lease into the
 * row; it renews the lease while it works and completes the job only while it still holds it, so a
 * job whose worker died runs again, and no job is completed twice.
 */
export function createSqliteJobQueue(db: Database, options: JobQueueOptions): RunningJobQueue {
  const owner = randomUUID();
  const handlers = new Map<string, JobDefinition<z.ZodType>>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const stamp = () => options.now().toISOString();
  const clock = () => options.now().getTime();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let started = false;

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
      RETURNING id, kind, payload, attempts`),
    renew: db.prepare('UPDATE jobs SET lease_until = ? WHERE id = ? AND lease_owner = ? AND status = \'running\''),
    finish: db.prepare(`UPDATE jobs SET status = @status, error = @error, lease_owner = NULL, lease_until = NULL, updated_at = @at
      WHERE id = @id AND lease_owner = @owner AND status = 'running'`),
    release: db.prepare(`UPDATE jobs SET status = 'queued', attempts = attempts - 1, lease_owner = NULL, lease_until = NULL, updated_at = ?
      WHERE id = ? AND lease_owner = ? AND status = 'running'`),
  };

  function claimNext(): JobRow | undefined {
    if (handlers.size === 0) return undefined;
    return q.claim.get({ owner, until: clock() + options.leaseMs, at: stamp(), now: clock(), kinds: JSON.stringify([...handlers.keys()]) });
  }

  function run(job: JobRow): void {
    const controller = new AbortController();
    const renew = setInterval(() => {
      if (q.renew.run(clock() + options.leaseMs, job.id, owner).changes === 0) controller.abort(new Error('lease lost'));
    }, Math.max(50, options.leaseMs / 3));
    const done = (async () => {
      const definition = handlers.get(job.kind)!;
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(job.payload));
        await definition.run(payload, { signal: controller.signal, attempt: job.attempts });
        q.finish.run({ status: 'done', error: null, at: stamp(), id: job.id, owner });
      } catch (error) {
        if (controller.signal.aborted) {
          if (stopping) q.release.run(stamp(), job.id, owner);
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        const final = job.attempts >= options.maxAttempts || isPermanent(error) || payload === undefined;
        options.log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: error }, final ? 'job failed' : 'job failed; will retry');
        await Promise.resolve(payload === undefined ? undefined : definition.onFailure?.(payload, { error, final })).catch((hookError: unknown) =>
          options.log.error({ job: job.id, err: hookError }, 'job failure hook failed'),
        );
        q.finish.run({ status: final ? 'failed' : 'queued', error: message, at: stamp(), id: job.id, owner });
      } finally {
        clearInterval(renew);
        running.delete(job.id);
        schedule(0);
      }
    })();
    running.set(job.id, { controller, done });
  }

  function pump(): void {
    timer = undefined;
    if (stopping) return;
    while (running.size < options.concurrency) {
      const job = claimNext();
      if (!job) break;
      run(job);
    }
    schedule(options.pollMs);
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
  };

  return {
    ...queue,
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
      };
    },
    start() {
      started = true;
      schedule(0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      for (const { controller } of running.values()) controller.abort(new Error('host shutting down'));
      await Promise.allSettled([...running.values()].map((r) => r.done));
    },
  };
}

/** Errors a retry cannot fix (bad media, a language nobody serves) fail the job at once. */
function isPermanent(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

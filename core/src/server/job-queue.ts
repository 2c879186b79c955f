import type { z } from 'zod';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobContext {
  /** Aborted when the host shuts down or the lease is lost; the job is then run again later. */
  signal: AbortSignal;
  attempt: number;
  /** The user the job was queued for (enqueue's `userId`). */
  userId: number;
}

/**
 * A kind of job a plugin runs. The payload crosses a process boundary (the queue stores it as
 * JSON, and a worker elsewhere may run it), so it is declared as a schema and parsed before `run`.
 */
export interface JobDefinition<S extends z.ZodType> {
  /** '<plugin id>.<name>', e.g. 'stt.recognize'. */
  kind: string;
  payload: S;
  run(payload: z.output<S>, context: JobContext): Promise<void>;
  /**
   * Told of every failure: `final` when the job will not run again (a permanent 4xx error, or the
   * last attempt), so whatever the plugin shows the user keeps the job's one state.
   */
  onFailure?(payload: z.output<S>, failure: { error: unknown; final: boolean; userId: number }): void | Promise<void>;
}

/**
 * Persisted jobs with leases: a job survives a restart of the host, a crash mid-run re-queues it
 * (at once when the next host starts on the same machine, else when its lease expires), and a job
 * is completed at most once. Each plugin gets its own view, and may declare and queue only kinds
 * under its own id.
 */
export interface JobQueue {
  define<S extends z.ZodType>(definition: JobDefinition<S>): void;
  /**
   * Queues a job. An id still queued or running answers that job (idempotent); a finished id is
   * queued again, since asking again means the work is wanted anew (e.g. its result was deleted).
   */
  enqueue(kind: string, payload: unknown, options: { id: string; userId: number }): Promise<{ id: string; created: boolean }>;
  status(id: string): Promise<{ status: JobStatus; attempts: number; error: string | null } | undefined>;
  /**
   * Runs work a client waits for (a synchronous call) in one of the queue's worker slots, so it
   * shares the queue's concurrency: at most that many runs at once, queued or not. It waits for a
   * free slot ahead of queued jobs (someone is waiting for it). An abort of `signal` drops it from
   * the wait, or aborts the signal `work` gets once it runs; a shutdown of the host aborts it too.
   */
  runNow<T>(work: (signal: AbortSignal) => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
}

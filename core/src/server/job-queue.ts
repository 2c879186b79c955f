import type { z } from 'zod';
import type { JobState, TrackedJobDefinition, TrackedJobKind } from './tracked-job.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobContext {
  /** Aborted when the host shuts down or the lease is lost; the job is then run again later. */
  signal: AbortSignal;
  attempt: number;
  /** The user the job was queued for (enqueue's `userId`). */
  userId: number;
  /** The queue's id of the job (enqueue's `id`; a call's own). */
  id: string;
}

/**
 * A kind of job a plugin runs. The payload crosses a process boundary (the queue stores it as
 * JSON, and a worker elsewhere may run it), so it is declared as a schema and parsed before `run`.
 */
export interface JobDefinition<S extends z.ZodType, R = unknown> {
  /** '<plugin id>.<name>', e.g. 'stt.recognize'. */
  kind: string;
  payload: S;
  /** What it answers is what `call` answers: JSON, since it may cross a process boundary too. */
  run(payload: z.output<S>, context: JobContext): Promise<R>;
  /**
   * Told of every failure: `final` when the job will not run again (a permanent 4xx error, or the
   * last attempt), so whatever the plugin shows the user keeps the job's one state.
   */
  onFailure?(payload: z.output<S>, failure: { error: unknown; final: boolean; userId: number; id: string }): void | Promise<void>;
}

/**
 * Persisted jobs with leases: a job survives a restart of the host, a crash mid-run re-queues it
 * (at once when the next host starts on the same machine, else when its lease expires), and a job
 * is completed at most once. Each plugin gets its own view, and may declare and queue only kinds
 * under its own id.
 */
export interface JobQueue {
  define<S extends z.ZodType, R>(definition: JobDefinition<S, R>): void;
  /**
   * Queues a job. An id still queued or running answers that job (idempotent); a finished id is
   * queued again, since asking again means the work is wanted anew (e.g. its result was deleted).
   */
  enqueue(kind: string, payload: unknown, options: { id: string; userId: number }): Promise<{ id: string; created: boolean }>;
  status(id: string): Promise<{ status: JobStatus; attempts: number; error: string | null } | undefined>;
  /**
   * Runs a job of a defined kind while a client waits (a synchronous call), and answers what its
   * `run` answered, as JSON makes it. It shares the queue's concurrency and goes ahead of queued
   * jobs, since someone waits for it. A process that takes jobs runs it in one of its own slots; an
   * API host (SPEECHDECK_ROLE=api) queues it, for one attempt, and a worker runs it: its value, or
   * its error with the error's HTTP status and fields, comes back. Either way a failure is told to
   * `onFailure` as final. An abort of `signal` (the client left) drops it from the wait, or stops
   * its run there with CLIENT_LEFT. An API host answers 503 when no worker takes it within
   * SPEECHDECK_CALL_WAIT_SECONDS.
   */
  call<R>(kind: string, payload: unknown, options: { userId: number; signal?: AbortSignal }): Promise<R>;
  /**
   * Declares a tracked job: the platform keeps its state (status, progress, stage, error, owner)
   * for the service to serve beside its own result, and runs it as a queued job or a call.
   */
  track<S extends z.ZodType, R = void>(definition: TrackedJobDefinition<S, R>): TrackedJobKind<z.input<S>, R>;
  /**
   * The states of those of `ids` that exist, whatever their kind: for a service whose rows other
   * services' jobs fill (the workspace's results, recognized by stt, med and openai). The caller
   * checks ownership, as it does for its rows.
   */
  trackedStates(ids: readonly string[]): Promise<Map<string, JobState>>;
  /**
   * Whether this process runs jobs and calls (SPEECHDECK_ROLE worker or all); an API host hands
   * them to workers, so a plugin warms its engines only where this is true.
   */
  readonly runsHere: boolean;
}

/** Why a call's run stopped when its client left: what the plugin's `onFailure` is told. */
export const CLIENT_LEFT = 'Stopped: the client closed the connection before the work finished.';

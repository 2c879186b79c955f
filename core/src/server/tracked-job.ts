import type { z } from 'zod';
import { HttpError } from './http-error.ts';
import type { JobStatus } from './job-queue.ts';

/**
 * A tracked job's life as its user sees it. The platform keeps it for every service (one table,
 * whichever queue backend carries the work); a service keeps only what is its own (a result, a
 * voiceprint) and reads this beside it.
 */
export interface JobState {
  id: string;
  kind: string;
  userId: number;
  status: JobStatus;
  /** 0-1; 1 once done. */
  progress: number;
  /** What the run does now, in the service's words ("decoding", "voice 2 of 3"); null when it says nothing. */
  stage: string | null;
  /** Why it failed, in words meant for its user; null unless it failed. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One run of a tracked job, as its service's `run` sees it. */
export interface TrackedRun {
  /** The tracked job's id. */
  id: string;
  userId: number;
  attempt: number;
  /**
   * Aborted when the host stops or the lease is lost (the job runs again later), and with
   * `RunStopped` when the job is removed (the run stores nothing more).
   */
  signal: AbortSignal;
  /**
   * How far it is (0-1) and what it does now: written at most twice a second and never awaited,
   * so an engine's callback can call it. A write that finds the job removed stops the run.
   */
  progress(fraction: number, stage?: string): void;
}

export interface TrackedJobDefinition<S extends z.ZodType> {
  /** '<plugin id>.<name>'. */
  kind: string;
  payload: S;
  /**
   * Does the work and stores what is the service's own; the job is done once it resolves. It may
   * resolve early when what it works on is gone (deleted meanwhile).
   */
  run(payload: z.output<S>, run: TrackedRun): Promise<void>;
  /**
   * What the user reads of a final failure. By default an HttpError's message, else a general
   * text: other errors may name the host's paths, so they are logged, not shown.
   */
  failureText?(error: unknown): string;
}

/** A kind of tracked job, as the service that defined it queues, reads and removes its jobs. */
export interface TrackedJobKind<P> {
  /**
   * Queues job `id` for `userId` (state 'queued'). A job of that id still queued or running is left
   * as it is; a finished one is queued anew, since asking again means the work is wanted anew.
   */
  start(id: string, payload: P, options: { userId: number }): Promise<void>;
  /**
   * Runs job `id` while a client waits, tracked as a queued one (see `JobQueue.call`): answers
   * once it is done, or throws its failure. `signal` (the client left) stops it.
   */
  call(id: string, payload: P, options: { userId: number; signal?: AbortSignal }): Promise<void>;
  state(id: string): Promise<JobState | undefined>;
  /** The states of those of `ids` that exist. */
  states(ids: readonly string[]): Promise<Map<string, JobState>>;
  /**
   * Removes the job: its state goes, its run here stops at once, a run elsewhere at its next
   * progress write. Answers whether it existed.
   */
  remove(id: string): Promise<boolean>;
}

/** Shown for a failure that is not an HttpError (see `TrackedJobDefinition.failureText`). */
export const HOST_FAILURE_TEXT = 'It failed on the host; try again, or tell its operator.';

export const defaultFailureText = (error: unknown): string => (error instanceof HttpError ? error.message : HOST_FAILURE_TEXT);

/** A state for what has no tracked job (a row kept from before tracking, whose job record was lost). */
export const missingJobState = (id: string, kind: string, userId: number): JobState => ({
  id, kind, userId, status: 'failed', progress: 0, stage: null, error: 'Its job record is missing; run it again.', createdAt: '', updatedAt: '',
});

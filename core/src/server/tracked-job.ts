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

/** What a service's answers show of its job, beside what is the service's own. */
export type JobLife = Pick<JobState, 'status' | 'progress' | 'error'>;

export const jobLife = ({ status, progress, error }: JobLife): JobLife => ({ status, progress, error });

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

export interface TrackedJobDefinition<S extends z.ZodType, R = void> {
  /** '<plugin id>.<name>'. */
  kind: string;
  payload: S;
  /**
   * Does the work and stores what is the service's own; the job is done once it resolves. It may
   * resolve early when what it works on is gone (deleted meanwhile). What it answers reaches a
   * `call`'s client (as JSON makes it), not a queued job's.
   */
  run(payload: z.output<S>, run: TrackedRun): Promise<R>;
  /**
   * What the user reads of a final failure. By default an HttpError's message, else a general
   * text: other errors may name the host's paths, so they are logged, not shown.
   */
  failureText?(error: unknown): string;
  /** Told once the job failed for good and its state says so: to release what the service kept for it (an upload). */
  onFailed?(payload: z.output<S>, job: { id: string; userId: number }): Promise<void>;
}

/** A kind of tracked job, as the service that defined it queues, reads and removes its jobs. */
export interface TrackedJobKind<P, R = void> {
  readonly kind: string;
  /**
   * Queues job `id` for `userId` (state 'queued'). A job of that id still queued or running is left
   * as it is; a finished one is queued anew, since asking again means the work is wanted anew.
   */
  start(id: string, payload: P, options: { userId: number }): Promise<void>;
  /**
   * Runs job `id` while a client waits, tracked as a queued one (see `JobQueue.call`): answers
   * what its run answered once it is done, or throws its failure. `signal` (the client left) stops it.
   */
  call(id: string, payload: P, options: { userId: number; signal?: AbortSignal }): Promise<R>;
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

/** What a service's row shows when its job's state is gone (it cannot be, short of a hand-edited database): failed, saying so. */
const missingJobState = (id: string, kind: string): JobState => ({
  id, kind, userId: 0, status: 'failed', progress: 0, stage: null, error: 'Its job record is missing; run it again.', createdAt: '', updatedAt: '',
});

/** The state of a service's row's job. */
export async function jobStateOf(jobs: Pick<TrackedJobKind<never>, 'kind' | 'state'>, jobId: string): Promise<JobState> {
  return (await jobs.state(jobId)) ?? missingJobState(jobId, jobs.kind);
}

/** Each of a service's rows with its job's state, read at once (a list page). */
export async function withJobStates<T>(jobs: Pick<TrackedJobKind<never>, 'kind' | 'states'>, rows: readonly T[], jobIdOf: (row: T) => string): Promise<[T, JobState][]> {
  const states = await jobs.states(rows.map(jobIdOf));
  return rows.map((row) => [row, states.get(jobIdOf(row)) ?? missingJobState(jobIdOf(row), jobs.kind)]);
}

/** 409 unless the job is done, saying where it stands: "The clone is not done yet: it is running (40 %)." */
export function requireDone(job: JobState, what: string): void {
  if (job.status === 'done') return;
  const where = job.status === 'failed' ? `it failed: ${job.error ?? 'no reason was recorded'}` : `it is ${job.status} (${Math.round(job.progress * 100)} %)`;
  throw new HttpError(409, `${what} is not done yet: ${where}.`);
}

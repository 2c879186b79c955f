import type { JobStatus } from '@speechdeck/core/server';

/** A job a worker of this process took: its lease is held until it completes, fails or is released. */
export interface ClaimedJob {
  id: string;
  kind: string;
  /** The payload as queued, JSON. */
  payload: string;
  /** Runs started, this one included (a run lost with its process counts). */
  attempts: number;
  userId: number;
  /** Runs it may have, lost ones included (a call has one). */
  maxAttempts: number;
  /** A call: a client waits for what it answers. */
  call: boolean;
  /**
   * Extends the lease. When the job must stop here: 'lost' (taken over; it runs again where it is
   * next taken), or 'cancelled' (a call whose client left: it fails).
   */
  renew(): Promise<'held' | 'lost' | 'cancelled'>;
  /** Done, once, with what the run answered (JSON): false when the lease was lost meanwhile (the job then runs again where it is next taken). */
  complete(value?: string): Promise<boolean>;
  /**
   * Failed for good (`final`), or queued to run again (after a backoff where the backend has one).
   * `detail` (JSON) is what a call's waiter needs of the error beyond its message (its HTTP status).
   */
  fail(message: string, final: boolean, detail?: string): Promise<void>;
  /** Back to the queue at once, the run not counted: the host is stopping. */
  release(): Promise<void>;
}

/** A running job of a dead process, taken back: queued again, or failed when that was its last attempt. */
export interface TakenBackJob {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
  userId: number;
  final: boolean;
}

/** A job as its waiter sees it once it settled: what it answered, or why it failed. */
export interface JobOutcome {
  status: JobStatus;
  /** `complete`'s value, or `fail`'s detail. */
  value: string | null;
  error: string | null;
}

/** How a job is queued: a call goes ahead of other jobs and runs once. */
export interface InsertOptions {
  call?: boolean;
}

export type QueueBackendName = 'sqlite' | 'postgres' | 'redis';

/** Where jobs wait and how a worker takes one: a table of the store, or BullMQ on Redis. */
export interface JobBackend {
  readonly name: QueueBackendName;
  /** This process's name in the leases it holds (`host/pid/uuid`). */
  readonly owner: string;
  /** Queues the job unless one with its id is queued or running; a finished one is queued anew. Answers whether it was queued. */
  insert(id: string, kind: string, userId: number, payload: string, options?: InsertOptions): Promise<boolean>;
  status(id: string): Promise<{ status: JobStatus; attempts: number; error: string | null } | undefined>;
  outcome(id: string): Promise<JobOutcome | undefined>;
  /** A call whose client left: dropped while queued, else its run is stopped at its next renewal. */
  cancel(id: string): Promise<void>;
  /** A settled call, read by its waiter: removed. */
  forget(id: string): Promise<void>;
  /** The next job of one of `kinds` (only a call, with `callsOnly`), leased to this process, or undefined. */
  claim(kinds: readonly string[], options?: { callsOnly?: boolean }): Promise<ClaimedJob | undefined>;
  /** Takes back the running jobs whose owner is a dead process of this machine (see isDeadOwner). */
  takeBackDead(kinds: readonly string[]): Promise<TakenBackJob[]>;
  /** Workers only: starts what watches for jobs whose worker vanished, where the backend needs a watcher. */
  watch?(): Promise<void>;
  close?(): Promise<void>;
}

/** Why a job of a dead process was taken back. */
export const LOST_RUN = 'The process running it stopped before it finished.';

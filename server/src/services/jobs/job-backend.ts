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
  /** Extends the lease; false when it was lost (taken over), and the job must stop here. */
  renew(): Promise<boolean>;
  /** Done, once: false when the lease was lost meanwhile (the job then runs again where it is next taken). */
  complete(): Promise<boolean>;
  /** Failed for good (`final`), or queued to run again (after a backoff where the backend has one). */
  fail(message: string, final: boolean): Promise<void>;
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

export type QueueBackendName = 'sqlite' | 'postgres' | 'redis';

/** Where jobs wait and how a worker takes one: a table of the store, or BullMQ on Redis. */
export interface JobBackend {
  readonly name: QueueBackendName;
  /** This process's name in the leases it holds (`host/pid/uuid`). */
  readonly owner: string;
  /** Queues the job unless one with its id is queued or running; a finished one is queued anew. Answers whether it was queued. */
  insert(id: string, kind: string, userId: number, payload: string): Promise<boolean>;
  status(id: string): Promise<{ status: JobStatus; attempts: number; error: string | null } | undefined>;
  /** The next job of one of `kinds`, leased to this process, or undefined. */
  claim(kinds: readonly string[]): Promise<ClaimedJob | undefined>;
  /** Takes back the running jobs whose owner is a dead process of this machine (see isDeadOwner). */
  takeBackDead(kinds: readonly string[]): Promise<TakenBackJob[]>;
  /** Workers only: starts what watches for jobs whose worker vanished, where the backend needs a watcher. */
  watch?(): Promise<void>;
  close?(): Promise<void>;
}

/** Why a job of a dead process was taken back. */
export const LOST_RUN = 'The process running it stopped before it finished.';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobContext {
  /** Aborted when the host shuts down or the lease is lost; the job is then run again later. */
  signal: AbortSignal;
  attempt: number;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/**
 * Persisted jobs with leases: a job survives a restart of the host, a crash mid-run re-queues it
 * when its lease expires, and a job is completed at most once.
 */
export interface JobQueue {
  /** Declares the handler of a kind of job; workers pick jobs of known kinds only. */
  define<P>(kind: string, handler: JobHandler<P>): void;
  /**
   * Queues a job. An id still queued or running answers that job (idempotent); a finished id is
   * queued again, since asking again means the work is wanted anew (e.g. its result was deleted).
   */
  enqueue<P>(kind: string, payload: P, options: { id: string; userId: number }): { id: string; created: boolean };
  status(id: string): { status: JobStatus; attempts: number; error: string | null } | undefined;
}

import type { SvJobStatus } from '../../index.ts';

/**
 * How often a job in flight is asked about. The host works on its own meanwhile; a shorter
 * interval only costs requests on both sides.
 */
const POLL_INTERVAL_MS = 500;

/** Reads an enrollment or an analysis until it is done or failed, telling its progress on the way. */
export async function waitForJob<J extends { status: SvJobStatus; progress: number }>(read: () => Promise<J>, onPhase: (phase: string) => void): Promise<J> {
  for (;;) {
    const job = await read();
    if (job.status === 'done' || job.status === 'failed') return job;
    onPhase(job.status === 'running' ? `${Math.round(job.progress * 100)}%` : job.status);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/**
 * How often a job in flight is asked about. The host works on its own meanwhile (and a file
 * uploaded ahead keeps it busy); a shorter interval only costs requests on both sides.
 */
const POLL_INTERVAL_MS = 500;

/**
 * Reads a queued job (one a resumable batch found or queued, or one queued under an id the host chose)
 * until it is done or failed, telling its progress on the way: `42%` while it runs, else its status.
 */
export async function followJob<J extends { status: string; progress: number }>(read: () => Promise<J>, onPhase: (phase: string) => void): Promise<J> {
  for (;;) {
    const job = await read();
    if (job.status === 'done' || job.status === 'failed') return job;
    onPhase(job.status === 'running' ? `${Math.round(job.progress * 100)}%` : job.status);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

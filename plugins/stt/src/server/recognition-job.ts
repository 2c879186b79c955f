import type { ServerContext } from '@speechdeck/core/server';
import { runRecognition } from './recognition/run-recognition.ts';

export const RECOGNIZE_JOB = 'stt.recognize';

export interface RecognizeJob {
  processId: string;
}

/** Progress is written at most this often: the result row is polled, not streamed. */
const PROGRESS_EVERY_MS = 500;

/**
 * Runs one stored recognition. A failure is recorded on the result (the user sees why) and ends
 * the job; an abort (shutdown, lost lease) propagates so the queue runs the job again.
 */
export async function recognizeStored(context: ServerContext, processId: string, signal?: AbortSignal) {
  const stored = context.results.get(processId);
  if (!stored) return undefined;
  context.results.setStatus(processId, { status: 'running', progress: 0, error: null });
  let lastWrite = 0;
  try {
    const outcome = await runRecognition(context.engines, {
      mediaPath: stored.mediaPath,
      options: stored.options,
      workDir: context.mediaDir(stored.userId),
      signal,
      onProgress(fraction) {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        context.results.setStatus(processId, { status: 'running', progress: Math.min(0.99, fraction) });
      },
    });
    return context.results.complete(processId, outcome);
  } catch (error) {
    if (signal?.aborted) {
      context.results.setStatus(processId, { status: 'queued', progress: 0 });
      throw error;
    }
    context.results.setStatus(processId, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

export function defineRecognitionJob(context: ServerContext): void {
  context.jobs.define<RecognizeJob>(RECOGNIZE_JOB, async ({ processId }, { signal }) => {
    // The failure is on the result already; the job itself is over either way.
    await recognizeStored(context, processId, signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
    });
  });
}

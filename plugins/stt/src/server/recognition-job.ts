import { z } from 'zod';
import { runRecognition } from './recognition/run-recognition.ts';
import type { SttDeps } from './stt-deps.ts';

export const RECOGNIZE_JOB = 'stt.recognize';

const recognizeJobPayload = z.object({ processId: z.string().min(1) });
export type RecognizeJob = z.infer<typeof recognizeJobPayload>;

/** Progress is written at most this often: the result row is polled, not streamed. */
const PROGRESS_EVERY_MS = 500;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type RecognizeDeps = Pick<SttDeps, 'engines' | 'results' | 'media'>;

/**
 * Runs one stored recognition and stores its outcome. A failure propagates for the caller to
 * record (the job's failure hook, or the synchronous route); an abort (shutdown, lost lease) puts
 * the result back in the queue's hands.
 */
export async function recognizeStored(deps: RecognizeDeps, processId: string, signal?: AbortSignal) {
  const { results } = deps;
  const stored = results.get(processId);
  if (!stored) return undefined;
  results.setStatus(processId, { status: 'running', progress: 0, error: null });
  let lastWrite = 0;
  try {
    const outcome = await runRecognition(deps.engines, {
      mediaPath: deps.media.pathOf(stored.mediaKey),
      options: stored.options,
      workDir: deps.media.dir(stored.userId),
      signal,
      onProgress(fraction) {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        results.setStatus(processId, { status: 'running', progress: Math.min(0.99, fraction) });
      },
    });
    return results.complete(processId, outcome);
  } catch (error) {
    if (signal?.aborted) results.setStatus(processId, { status: 'queued', progress: 0 });
    throw error;
  }
}

/** Recognizes without the queue (POST /api/stt/recognize answers the finished result): a failure is recorded, then answered. */
export async function recognizeNow(deps: RecognizeDeps, processId: string) {
  try {
    return await recognizeStored(deps, processId);
  } catch (error) {
    deps.results.setStatus(processId, { status: 'failed', error: messageOf(error) });
    throw error;
  }
}

/**
 * The queued recognition. The result shows the job's one state: running while it runs, back to
 * queued while a retry waits, failed with the reason once the queue gives up.
 */
export function defineRecognitionJob(deps: RecognizeDeps & Pick<SttDeps, 'jobs'>): void {
  deps.jobs.define({
    kind: RECOGNIZE_JOB,
    payload: recognizeJobPayload,
    run: async ({ processId }, { signal }) => void (await recognizeStored(deps, processId, signal)),
    onFailure: ({ processId }, { error, final }) =>
      deps.results.setStatus(processId, final ? { status: 'failed', error: messageOf(error) } : { status: 'queued', progress: 0, error: null }),
  });
}

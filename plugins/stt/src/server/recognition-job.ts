import { errorMessage } from '@speechdeck/core';
import { z } from 'zod';
import { CLIENT_LEFT, progressWrites } from '@speechdeck/core/server';
import { redactResult } from '@speechdeck/plugin-workspace/server';
import { runRecognition, type SttRecognitionOptions } from './recognition/run-recognition.ts';
import type { SttDeps } from './stt-deps.ts';

export const RECOGNIZE_JOB = 'stt.recognize';

/** The owner is the job's user (JobContext.userId): process ids are chosen per user. */
const recognizeJobPayload = z.object({ processId: z.string().min(1) });
export type RecognizeJob = z.infer<typeof recognizeJobPayload>;

/** The queue's id of a result's job: unique across users, as the queue's ids are. */
export const recognizeJobId = (userId: number, processId: string) => `${userId}/${processId}`;

type RecognizeDeps = Pick<SttDeps, 'engines' | 'results' | 'media' | 'logger' | 'vocabulary' | 'processes'>;

/**
 * Runs one stored recognition and stores its outcome. A failure propagates for the caller to
 * record (the job's failure hook, or the synchronous route); an abort (shutdown, lost lease) puts
 * the result back in the queue's hands.
 */
export async function recognizeStored(deps: RecognizeDeps, userId: number, processId: string, signal?: AbortSignal) {
  const { results } = deps;
  const stored = await results.get(userId, processId);
  if (!stored) return undefined;
  await results.setStatus(userId, processId, { status: 'running', progress: 0, error: null });
  // The owner's list as it is now: a list saved while this runs is for the next recognition.
  const { words } = await deps.vocabulary.get(stored.userId);
  const progress = progressWrites((fraction) => results.setStatus(userId, processId, { status: 'running', progress: Math.min(0.99, fraction) }), { logger: deps.logger });
  try {
    // The media may be in a bucket: the engines get a local copy, and work in this node's work dir.
    const outcome = await deps.media.withLocal(stored.mediaKey, (mediaPath) => runRecognition(deps.engines, {
      userId: stored.userId,
      mediaPath,
      options: stored.options,
      vocabulary: words,
      workDir: deps.media.workDir(stored.userId),
      signal,
      onProgress: progress.report,
    }), { signal });
    await progress.settle();
    const options: SttRecognitionOptions = stored.options;
    if (!options.redact) return await results.complete(userId, processId, outcome);
    // Redacted before it is stored: the transcript with its personal data is never written.
    const { result } = await redactResult(deps, { ...stored, ...outcome, status: 'done', progress: 1, error: null }, { keepOriginal: options.keepOriginal === true, signal });
    return result;
  } catch (error) {
    await progress.settle();
    if (signal?.aborted) await results.setStatus(userId, processId, { status: 'queued', progress: 0 });
    throw error;
  }
}

/**
 * Recognizes while the client waits (POST /api/stt/recognize answers the finished result): the
 * recognition job as a call, so it takes one of the queue's slots (at most
 * SPEECHDECK_JOB_CONCURRENCY recognitions run at once however they were asked for), on a worker
 * when this is an API host. `clientGone` drops it from the wait, or stops its engines. A failure is
 * recorded, then answered.
 */
export async function recognizeNow(deps: RecognizeDeps & Pick<SttDeps, 'jobs'>, userId: number, processId: string, clientGone: AbortSignal) {
  try {
    await deps.jobs.call(RECOGNIZE_JOB, { processId } satisfies RecognizeJob, { userId, signal: clientGone });
    return await deps.results.get(userId, processId);
  } catch (error) {
    await deps.results.setStatus(userId, processId, { status: 'failed', error: clientGone.aborted ? CLIENT_LEFT : errorMessage(error) });
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
    run: async ({ processId }, { signal, userId }) => void (await recognizeStored(deps, userId, processId, signal)),
    onFailure: ({ processId }, { error, final, userId }) =>
      deps.results.setStatus(userId, processId, final ? { status: 'failed', error: errorMessage(error) } : { status: 'queued', progress: 0, error: null }),
  });
}

import { errorMessage } from '@speechdeck/core';
import { z } from 'zod';
import { HttpError, progressWrites } from '@speechdeck/core/server';
import { lexiconFor } from '../lexicon/lexicons.ts';
import type { MedDeps } from '../med-deps.ts';
import { recognizeMedical } from './recognize-medical.ts';

export const MED_RECOGNIZE_JOB = 'med.recognize';

/** The owner is the job's user (JobContext.userId): process ids are chosen per user. */
const medJobPayload = z.object({ processId: z.string().min(1) });
export type MedJob = z.infer<typeof medJobPayload>;

/** The queue's id of a result's job: unique across users, as the queue's ids are. */
export const medJobId = (userId: number, processId: string) => `med/${userId}/${processId}`;

type JobDeps = Pick<MedDeps, 'results' | 'media' | 'audio' | 'asr' | 'vocabulary' | 'jobs' | 'logger'>;

/**
 * Runs one stored medical recognition from its media and stores the outcome. Deleted meanwhile:
 * nothing to do. An abort (shutdown, lost lease) puts the result back in the queue's hands; a
 * failure propagates for the queue to record.
 */
export async function recognizeStoredMed(deps: JobDeps, userId: number, processId: string, signal: AbortSignal): Promise<void> {
  const { results } = deps;
  const stored = await results.get(userId, processId);
  if (!stored) return;
  const lexicon = await lexiconFor(stored.options.language);
  if (!lexicon) throw new HttpError(422, `No medical lexicon for '${stored.options.language}'.`);
  await results.setStatus(userId, processId, { status: 'running', progress: 0, error: null });
  const progress = progressWrites((fraction) => results.setStatus(userId, processId, { status: 'running', progress: Math.min(0.99, fraction) }), { logger: deps.logger });
  try {
    // The media may be in a bucket: the engines get a local copy, and work in this node's work dir.
    const outcome = await deps.media.withLocal(stored.mediaKey, (mediaPath) => recognizeMedical(deps, {
      mediaPath,
      lexicon,
      workDir: deps.media.workDir(userId),
      signal,
      onProgress: progress.report,
    }), { signal });
    await progress.settle();
    // Deleted while it ran: nothing to store it in.
    if (await results.get(userId, processId)) await results.complete(userId, processId, outcome);
  } catch (error) {
    await progress.settle();
    if (signal.aborted) await results.setStatus(userId, processId, { status: 'queued', progress: 0 });
    throw error;
  }
}

/**
 * The queued medical recognition ('med.recognize'). The result shows the job's one state: running
 * while it runs, back to queued while a retry waits, failed with the reason once the queue gives up.
 */
export function defineMedJob(deps: JobDeps): void {
  deps.jobs.define({
    kind: MED_RECOGNIZE_JOB,
    payload: medJobPayload,
    run: ({ processId }, { signal, userId }) => recognizeStoredMed(deps, userId, processId, signal),
    onFailure: async ({ processId }, { error, final, userId }) => {
      if (!(await deps.results.get(userId, processId))) return;
      await deps.results.setStatus(userId, processId, final ? { status: 'failed', error: errorMessage(error) } : { status: 'queued', progress: 0, error: null });
    },
  });
}

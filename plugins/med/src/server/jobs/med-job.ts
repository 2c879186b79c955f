import { errorMessage } from '@speechdeck/core';
import { z } from 'zod';
import { HttpError, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import { lexiconFor } from '../lexicon/lexicons.ts';
import type { MedDeps } from '../med-deps.ts';
import { recognizeMedical } from '../recognize/recognize-medical.ts';

export const MED_RECOGNIZE_JOB = 'med.recognize';

/** The owner is the job's user (TrackedRun.userId): process ids are chosen per user. */
const medJobPayload = z.object({ processId: z.string().min(1) });
export type MedJob = z.infer<typeof medJobPayload>;
export type MedJobs = TrackedJobKind<MedJob>;

/** The tracked job of a result: unique across users, as the platform's ids are. */
export const medJobId = (userId: number, processId: string) => `${MED_RECOGNIZE_JOB}/${userId}/${processId}`;

type JobDeps = Pick<MedDeps, 'results' | 'media' | 'audio' | 'asr' | 'vocabulary' | 'jobs' | 'logger'>;

/** Runs one stored medical recognition from its media and stores its transcript; deleted meanwhile, there is nothing to do. */
async function recognizeStoredMed(deps: JobDeps, processId: string, run: TrackedRun): Promise<void> {
  const { results } = deps;
  const stored = await results.get(run.userId, processId);
  if (!stored) return;
  const lexicon = await lexiconFor(stored.options.language);
  if (!lexicon) throw new HttpError(422, `No medical lexicon for '${stored.options.language}'.`);
  // The media may be in a bucket: the engines get a local copy, and work in this node's work dir.
  const outcome = await deps.media.withLocal(stored.mediaKey, (mediaPath) => recognizeMedical(deps, {
    mediaPath,
    lexicon,
    workDir: deps.media.workDir(run.userId),
    signal: run.signal,
    onProgress: (fraction) => run.progress(fraction),
  }), { signal: run.signal });
  run.signal.throwIfAborted();
  // Deleted while it ran: nothing to store it in.
  if (await results.get(run.userId, processId)) await results.complete(run.userId, processId, outcome);
}

/**
 * The medical recognition ('med.recognize') as a tracked job: the platform keeps its life, the
 * workspace's result its transcript.
 */
export function defineMedJob(deps: JobDeps): MedJobs {
  return deps.jobs.track({
    kind: MED_RECOGNIZE_JOB,
    payload: medJobPayload,
    // An engine's own words say what went wrong with the file (its results always showed them).
    failureText: errorMessage,
    run: ({ processId }, run) => recognizeStoredMed(deps, processId, run),
  });
}

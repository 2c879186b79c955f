import { errorMessage } from '@speechdeck/core';
import { z } from 'zod';
import type { TrackedJobKind, TrackedRun } from '@speechdeck/core/server';
import { redactResult } from '@speechdeck/plugin-workspace/server';
import { runRecognition, type SttRecognitionOptions } from '../recognition/run-recognition.ts';
import type { SttDeps } from '../stt-deps.ts';

export const RECOGNIZE_JOB = 'stt.recognize';

/** The owner is the job's user (TrackedRun.userId): process ids are chosen per user. */
const recognizeJobPayload = z.object({ processId: z.string().min(1) });
export type RecognizeJob = z.infer<typeof recognizeJobPayload>;
export type RecognitionJobs = TrackedJobKind<RecognizeJob>;

/** The tracked job of a result: unique across users, as the platform's ids are. */
export const recognizeJobId = (userId: number, processId: string) => `${RECOGNIZE_JOB}/${userId}/${processId}`;

type RecognizeDeps = Pick<SttDeps, 'engines' | 'results' | 'media' | 'logger' | 'vocabulary' | 'processes'>;

/** Runs one stored recognition and stores its transcript; deleted meanwhile, there is nothing to do. */
async function recognizeStored(deps: RecognizeDeps, processId: string, run: TrackedRun): Promise<void> {
  const { results } = deps;
  const stored = await results.get(run.userId, processId);
  if (!stored) return;
  // The owner's list as it is now: a list saved while this runs is for the next recognition.
  const { words } = await deps.vocabulary.get(stored.userId);
  // The media may be in a bucket: the engines get a local copy, and work in this node's work dir.
  const outcome = await deps.media.withLocal(stored.mediaKey, (mediaPath) => runRecognition(deps.engines, {
    userId: stored.userId,
    mediaPath,
    options: stored.options,
    vocabulary: words,
    workDir: deps.media.workDir(stored.userId),
    signal: run.signal,
    onProgress: (fraction) => run.progress(fraction),
  }), { signal: run.signal });
  run.signal.throwIfAborted();
  const options: SttRecognitionOptions = stored.options;
  if (!options.redact) return void (await results.complete(run.userId, processId, outcome));
  // Redacted before it is stored: the transcript with its personal data is never written.
  await redactResult(deps, { ...stored, ...outcome, status: 'done', progress: 1, error: null }, { keepOriginal: options.keepOriginal === true, signal: run.signal });
}

/**
 * The recognition, as a tracked job: the platform keeps its life (queued, running with progress,
 * failed with the reason), the workspace's result its transcript. Queued by POST
 * /api/stt/recognizeSpeech and the other queued calls; run while the client waits by POST
 * /api/stt/recognize (`call`), so it takes one of the queue's slots however it was asked for.
 */
export function defineRecognitionJob(deps: RecognizeDeps & Pick<SttDeps, 'jobs'>): RecognitionJobs {
  return deps.jobs.track({
    kind: RECOGNIZE_JOB,
    payload: recognizeJobPayload,
    // An engine's own words say what went wrong with the file (its results always showed them).
    failureText: errorMessage,
    run: ({ processId }, run) => recognizeStored(deps, processId, run),
  });
}

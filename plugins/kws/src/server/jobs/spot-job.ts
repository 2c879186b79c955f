import { z } from 'zod';
import { HttpError, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import type { KwsDeps } from '../kws-deps.ts';
import { spotRecording } from '../spot/spot-recording.ts';

export const SPOT_JOB = 'kws.spot';

const spotJobPayload = z.object({ spotId: z.string().min(1) });

export type SpotJobs = TrackedJobKind<z.input<typeof spotJobPayload>>;

/** The tracked job's id of a spotting. */
export const spotJobId = (spotId: string) => `${SPOT_JOB}/${spotId}`;

type SpotJobDeps = Pick<KwsDeps, 'spots' | 'spotter' | 'media' | 'audio' | 'jobs' | 'logger'>;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureText = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The keyword spotting failed on the host; try again, or tell its operator.';

/** The spot's own upload is removed once nothing will run on it again. */
async function releaseUpload({ spots, media }: Pick<SpotJobDeps, 'spots' | 'media'>, spotId: string): Promise<void> {
  const stored = await spots.get(spotId);
  if (stored?.ownsMedia) await media.remove(stored.mediaKey).catch(() => {});
}

/**
 * Runs one queued spotting and stores its hits. The keywords are prepared again (the same words
 * and thresholds give the same search), so the job needs nothing but the row.
 */
async function runSpot(deps: SpotJobDeps, spotId: string, run: TrackedRun): Promise<void> {
  const stored = await deps.spots.get(spotId);
  if (!stored) return;
  const search = await deps.spotter.prepare(stored.requested, stored.language);
  const hits = await spotRecording(deps, { userId: stored.userId, mediaKey: stored.mediaKey, search, signal: run.signal, onProgress: run.progress });
  await deps.spots.complete(spotId, hits);
  await releaseUpload(deps, spotId);
}

/** The queued spotting, as a tracked job: the platform keeps its life, the store its hits; a spotting that fails for good lets go of its upload. */
export function defineSpotJob(deps: SpotJobDeps): SpotJobs {
  return deps.jobs.track({
    kind: SPOT_JOB,
    payload: spotJobPayload,
    failureText,
    run: ({ spotId }, run) => runSpot(deps, spotId, run),
    onFailed: ({ spotId }) => releaseUpload(deps, spotId),
  });
}

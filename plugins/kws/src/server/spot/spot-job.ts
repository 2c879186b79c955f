import { z } from 'zod';
import { HttpError, progressWrites } from '@speechdeck/core/server';
import type { KwsDeps } from '../kws-deps.ts';
import { spotRecording } from './spot-recording.ts';

export const SPOT_JOB = 'kws.spot';

const spotJobPayload = z.object({ spotId: z.string().min(1) });

/** The queue's id of a spotting's job. */
export const spotJobId = (spotId: string) => `${SPOT_JOB}/${spotId}`;

type SpotJobDeps = Pick<KwsDeps, 'spots' | 'spotter' | 'media' | 'audio' | 'jobs' | 'logger'>;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureMessage = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The keyword spotting failed on the host; try again, or tell its operator.';

/** The spot's own upload is removed once nothing will run on it again. */
async function releaseUpload({ spots, media }: Pick<SpotJobDeps, 'spots' | 'media'>, spotId: string): Promise<void> {
  const stored = await spots.get(spotId);
  if (stored?.ownsMedia) await media.remove(stored.mediaKey).catch(() => {});
}

/**
 * Runs one queued spotting and stores its hits. The keywords are prepared again (the same words
 * and thresholds give the same search), so the job needs nothing but the row. An abort (shutdown,
 * lost lease) puts it back to 'queued' and propagates, as does a failure, for the queue to record.
 */
async function runSpot(deps: SpotJobDeps, spotId: string, signal: AbortSignal): Promise<void> {
  const { spots } = deps;
  const stored = await spots.get(spotId);
  if (!stored || stored.status === 'done') return;
  await spots.setStatus(spotId, { status: 'running', progress: 0, error: null });
  const progress = progressWrites((fraction) => spots.setStatus(spotId, { status: 'running', progress: Math.min(0.99, fraction) }), { logger: deps.logger });
  try {
    const search = await deps.spotter.prepare(stored.requested, stored.language);
    const hits = await spotRecording(deps, { userId: stored.userId, mediaKey: stored.mediaKey, search, signal, onProgress: progress.report });
    await progress.settle();
    await spots.complete(spotId, hits);
    await releaseUpload(deps, spotId);
  } catch (error) {
    await progress.settle();
    if (signal.aborted) await spots.setStatus(spotId, { status: 'queued', progress: 0 });
    throw error;
  }
}

/**
 * The queued spotting. The row shows the job's one state: running while it runs, back to queued
 * while a retry waits, failed with the reason once the queue gives up (its upload then removed).
 */
export function defineSpotJob(deps: SpotJobDeps): void {
  deps.jobs.define({
    kind: SPOT_JOB,
    payload: spotJobPayload,
    run: ({ spotId }, { signal }) => runSpot(deps, spotId, signal),
    onFailure: async ({ spotId }, { error, final }) => {
      await deps.spots.setStatus(spotId, final ? { status: 'failed', error: failureMessage(error) } : { status: 'queued', progress: 0, error: null });
      if (final) await releaseUpload(deps, spotId);
    },
  });
}

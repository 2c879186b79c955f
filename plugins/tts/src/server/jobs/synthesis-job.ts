import { text as readAll } from 'node:stream/consumers';
import { z } from 'zod';
import { HttpError, progressWrites } from '@speechdeck/core/server';
import type { StoredSynthesis } from '../store/syntheses-store.ts';
import type { SynthesisDeps } from './synthesis-deps.ts';
import { synthesizeText } from './synthesize-text.ts';

export const SYNTHESIZE_JOB = 'tts.synthesize';

/** The owner is the job's user (JobContext.userId). */
const synthesizeJobPayload = z.object({ synthesisId: z.string().min(1) });

/** The queue's id of a synthesis's job: synthesis ids are random, the prefix keeps them apart from other plugins' ids. */
export const synthesizeJobId = (synthesisId: string) => `tts.synthesize/${synthesisId}`;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureMessage = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The synthesis failed on the host; try again, or tell its operator.';

/**
 * Runs one stored synthesis from its stored text and stores its audio. Deleted before or while it
 * runs: it stops and answers undefined, storing nothing. An abort (shutdown, lost lease) puts it
 * back to 'queued' and propagates, as does a failure, for the caller to record.
 */
export async function synthesizeStored(deps: SynthesisDeps, userId: number, id: string, signal?: AbortSignal): Promise<StoredSynthesis | undefined> {
  const { store, media } = deps;
  const stored = await store.get(userId, id);
  if (!stored) return undefined;
  const run = deps.running.start(id, signal);
  const audioKey = media.newKey(userId, stored.format);
  try {
    if (!(await store.setStatus(userId, id, { status: 'running', progress: 0, error: null }))) return undefined;
    const text = await readAll(await media.read(stored.textKey));
    const progress = progressWrites((fraction) => store.setStatus(userId, id, { status: 'running', progress: Math.min(0.99, fraction) }), { gone: run.stop, logger: deps.logger });
    const outcome = await synthesizeText(deps, { ...stored, text }, audioKey, { workDir: media.workDir(userId), signal: run.signal, onProgress: progress.report })
      .finally(progress.settle);
    let completed = false;
    try {
      completed = await store.complete(userId, id, { audioKey, duration: outcome.durationSec, bytes: outcome.bytes });
    } finally {
      // Deleted meanwhile, or not recorded: no row names the audio, which would stay stored for good.
      if (!completed) await media.remove(audioKey).catch(() => {});
    }
    if (!completed) return undefined;
    return await store.get(userId, id);
  } catch (error) {
    if (run.stopped) return undefined;
    if (signal?.aborted) await store.setStatus(userId, id, { status: 'queued', progress: 0 });
    throw error;
  } finally {
    run.end();
  }
}

/** Deletes a synthesis: stops it if it runs here, removes its row and its files. Answers whether it existed. */
export async function removeSynthesis({ store, media, running }: Pick<SynthesisDeps, 'store' | 'media' | 'running'>, userId: number, id: string): Promise<boolean> {
  const removed = await store.delete(userId, id);
  return running.remove(id, () => removed && [removed.textKey, removed.audioKey], media);
}

/**
 * The queued synthesis. The row shows the job's one state: running while it runs, back to queued
 * while a retry waits, failed with the reason once the queue gives up.
 */
export function defineSynthesisJob(deps: SynthesisDeps): void {
  deps.jobs.define({
    kind: SYNTHESIZE_JOB,
    payload: synthesizeJobPayload,
    run: async ({ synthesisId }, { signal, userId }) => void (await synthesizeStored(deps, userId, synthesisId, signal)),
    onFailure: async ({ synthesisId }, { error, final, userId }) => {
      await deps.store.setStatus(userId, synthesisId, final ? { status: 'failed', error: failureMessage(error) } : { status: 'queued', progress: 0, error: null });
    },
  });
}

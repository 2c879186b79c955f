import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { HttpError, progressWrites, scratchName } from '@speechdeck/core/server';
import { storedReference } from '../reference/reference-voice.ts';
import type { VcDeps } from '../vc-deps.ts';
import { runClone } from './run-clone.ts';

export const CLONE_JOB = 'vc.clone';

/** The owner is the job's user (JobContext.userId). */
const cloneJobPayload = z.object({ cloneId: z.string().min(1) });

/** The queue's id of a clone's job: clone ids are random, the prefix keeps them apart from other plugins' ids. */
export const cloneJobId = (cloneId: string) => `vc.clone/${cloneId}`;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureMessage = (error: unknown) => (error instanceof HttpError ? error.message : 'The clone failed on the host; try again, or tell its operator.');

type CloneJobDeps = Pick<VcDeps, 'store' | 'media' | 'jobs' | 'logger' | 'running' | 'cloners' | 'processes' | 'vad' | 'embedder'>;

/**
 * Runs one stored clone from its stored text and reference, and stores its audio and report.
 * Deleted before or while it runs: it stops (at once when it runs in this host, else at its next
 * progress write) and stores nothing. An abort (shutdown, lost lease) puts it back to 'queued' and
 * propagates, as does a failure, for the queue to record.
 */
export async function cloneStored(deps: CloneJobDeps, userId: number, id: string, signal?: AbortSignal): Promise<void> {
  const { store, media } = deps;
  const stored = await store.get(userId, id);
  if (!stored || !(await store.setStatus(userId, id, { status: 'running', progress: 0, error: null }))) return;
  const run = deps.running.start(id, signal);
  const workDir = media.workDir(userId);
  // Made in this node's work dir under a scratch name (swept should the host die), then stored.
  const audioPath = join(workDir, scratchName('clone'));
  const audioKey = media.newKey(userId, stored.format);
  try {
    const { report, durationSec } = await media.withLocal(stored.referenceKey, async (referencePath) => {
      const reference = await storedReference(deps, referencePath, run.signal);
      const progress = progressWrites((fraction) => store.setStatus(userId, id, { status: 'running', progress: Math.min(0.99, fraction) }), { gone: run.stop, logger: deps.logger });
      const input = { engine: deps.cloners.pick(stored.engine), reference, text: stored.text, language: stored.language, format: stored.format };
      return runClone(deps, input, audioPath, { workDir, signal: run.signal, onProgress: progress.report }).finally(progress.settle);
    }, { signal: run.signal });
    await media.put(audioKey, audioPath);
    if (!(await store.complete(userId, id, { audioKey, duration: durationSec, report }))) await media.remove(audioKey);
  } catch (error) {
    // runClone leaves nothing when it fails; a failed put leaves the audio here, a failed complete leaves it stored.
    await Promise.all([unlink(audioPath), media.remove(audioKey)].map((removal) => removal.catch(() => {})));
    if (run.stopped) return;
    if (signal?.aborted) await store.setStatus(userId, id, { status: 'queued', progress: 0 });
    throw error;
  } finally {
    run.end();
  }
}

/** Deletes a clone: stops it if it runs here, removes its row, its reference and its audio. Answers whether it existed. */
export async function removeClone({ store, media, running }: Pick<VcDeps, 'store' | 'media' | 'running'>, userId: number, id: string): Promise<boolean> {
  const removed = await store.delete(userId, id);
  return running.remove(id, () => removed && [removed.referenceKey, removed.audioKey], media);
}

/**
 * The queued clone. The row shows the job's one state: running while it runs, back to queued while
 * a retry waits, failed with the reason once the queue gives up.
 */
export function defineCloneJob(deps: CloneJobDeps): void {
  deps.jobs.define({
    kind: CLONE_JOB,
    payload: cloneJobPayload,
    run: ({ cloneId }, { signal, userId }) => cloneStored(deps, userId, cloneId, signal),
    onFailure: async ({ cloneId }, { error, final, userId }) => {
      await deps.store.setStatus(userId, cloneId, final ? { status: 'failed', error: failureMessage(error) } : { status: 'queued', progress: 0, error: null });
    },
  });
}

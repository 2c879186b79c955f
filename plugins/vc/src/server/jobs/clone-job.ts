import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { HttpError, scratchName, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import { storedReference } from '../reference/reference-voice.ts';
import type { VcDeps } from '../vc-deps.ts';
import { runClone } from '../clone/run-clone.ts';

export const CLONE_JOB = 'vc.clone';

/** The owner is the job's user (TrackedRun.userId). */
const cloneJobPayload = z.object({ cloneId: z.string().min(1) });

/** The tracked job's id of a clone: clone ids are random, the prefix keeps them apart from other plugins' ids. */
export const cloneJobId = (cloneId: string) => `vc.clone/${cloneId}`;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureText = (error: unknown) => (error instanceof HttpError ? error.message : 'The clone failed on the host; try again, or tell its operator.');

export type CloneJobs = TrackedJobKind<z.input<typeof cloneJobPayload>>;

type CloneJobDeps = Pick<VcDeps, 'store' | 'media' | 'jobs' | 'logger' | 'cloners' | 'processes' | 'vad' | 'embedder'>;

/**
 * Runs one stored clone from its stored text and reference, and stores its audio and report.
 * Deleted before or while it runs: it stops (at once when it runs in this host, else at its next
 * progress write) and stores nothing.
 */
async function cloneStored(deps: CloneJobDeps, id: string, run: TrackedRun): Promise<void> {
  const { store, media } = deps;
  const { userId } = run;
  const stored = await store.get(userId, id);
  if (!stored) return;
  const workDir = media.workDir(userId);
  // Made in this node's work dir under a scratch name (swept should the host die), then stored.
  const audioPath = join(workDir, scratchName('clone'));
  const audioKey = media.newKey(userId, stored.format);
  try {
    const { report, durationSec } = await media.withLocal(stored.referenceKey, async (referencePath) => {
      const reference = await storedReference(deps, referencePath, run.signal);
      const input = { engine: deps.cloners.pick(stored.engine), reference, text: stored.text, language: stored.language, format: stored.format };
      return runClone(deps, input, audioPath, { workDir, signal: run.signal, onProgress: run.progress });
    }, { signal: run.signal });
    await media.put(audioKey, audioPath);
    if (run.signal.aborted || !(await store.complete(userId, id, { audioKey, duration: durationSec, report }))) await media.remove(audioKey);
  } catch (error) {
    // runClone leaves nothing when it fails; a failed put leaves the audio here, a failed complete leaves it stored.
    await Promise.all([unlink(audioPath), media.remove(audioKey)].map((removal) => removal.catch(() => {})));
    throw error;
  }
}

/** Deletes a clone: its row, its job (stopped if it runs here), its reference and its audio. Answers whether it existed. */
export async function removeClone({ store, media, clones }: Pick<VcDeps, 'store' | 'media' | 'clones'>, userId: number, id: string): Promise<boolean> {
  const removed = await store.delete(userId, id);
  if (!removed) return false;
  await clones.remove(cloneJobId(id));
  for (const key of [removed.referenceKey, removed.audioKey]) if (key) await media.remove(key).catch(() => {});
  return true;
}

/** The queued clone, as a tracked job: the platform keeps its life, the store its audio and report. */
export function defineCloneJob(deps: CloneJobDeps): CloneJobs {
  return deps.jobs.track({
    kind: CLONE_JOB,
    payload: cloneJobPayload,
    failureText,
    run: ({ cloneId }, run) => cloneStored(deps, cloneId, run),
  });
}

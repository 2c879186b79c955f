import { text as readAll } from 'node:stream/consumers';
import { z } from 'zod';
import { HttpError, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import type { SynthesisDeps } from './synthesis-deps.ts';
import { synthesizeText } from './synthesize-text.ts';

export const SYNTHESIZE_JOB = 'tts.synthesize';

/** The owner is the job's user (TrackedRun.userId). */
const synthesizeJobPayload = z.object({ synthesisId: z.string().min(1) });

export type SynthesisJobs = TrackedJobKind<z.input<typeof synthesizeJobPayload>>;

/** The tracked job's id of a synthesis: synthesis ids are random, the prefix keeps them apart from other plugins' ids. */
export const synthesizeJobId = (synthesisId: string) => `tts.synthesize/${synthesisId}`;

/** What the user reads of a failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
const failureText = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The synthesis failed on the host; try again, or tell its operator.';

/**
 * Runs one stored synthesis from its stored text and stores its audio. Deleted before or while it
 * runs: it stops, storing nothing.
 */
async function synthesizeStored(deps: Omit<SynthesisDeps, 'syntheses'>, id: string, run: TrackedRun): Promise<void> {
  const { store, media } = deps;
  const stored = await store.get(run.userId, id);
  if (!stored) return;
  const audioKey = media.newKey(run.userId, stored.format);
  const text = await readAll(await media.read(stored.textKey));
  const outcome = await synthesizeText(deps, { ...stored, text }, audioKey, { workDir: media.workDir(run.userId), signal: run.signal, onProgress: run.progress });
  let completed = false;
  try {
    completed = !run.signal.aborted && (await store.complete(run.userId, id, { audioKey, duration: outcome.durationSec, bytes: outcome.bytes }));
  } finally {
    // Deleted meanwhile, or not recorded: no row names the audio, which would stay stored for good.
    if (!completed) await media.remove(audioKey).catch(() => {});
  }
}

/** Deletes a synthesis: its row, its job (stopped if it runs here) and its files. Answers whether it existed. */
export async function removeSynthesis({ store, media, syntheses }: Pick<SynthesisDeps, 'store' | 'media' | 'syntheses'>, userId: number, id: string): Promise<boolean> {
  const removed = await store.delete(userId, id);
  if (!removed) return false;
  await syntheses.remove(synthesizeJobId(id));
  for (const key of [removed.textKey, removed.audioKey]) if (key) await media.remove(key).catch(() => {});
  return true;
}

/** The queued synthesis, as a tracked job: the platform keeps its life, the store its audio. */
export function defineSynthesisJob(deps: Omit<SynthesisDeps, 'syntheses'>): SynthesisJobs {
  return deps.jobs.track({
    kind: SYNTHESIZE_JOB,
    payload: synthesizeJobPayload,
    failureText,
    run: ({ synthesisId }, run) => synthesizeStored(deps, synthesisId, run),
  });
}

import { unlink } from 'node:fs/promises';
import { z } from 'zod';
import { jobStateOf, withJobStates, type JobLife, type TrackedJobKind, type TrackedRun } from '@speechdeck/core/server';
import { failureMessage } from '../failure-message.ts';
import { convertToWav, roundTo, scratchWav } from '../media/kept-wav.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { requireLength } from '../media/receive-recording.ts';
import type { StoredEnrollment } from '../store/enrollment-store.ts';
import { nameKey } from '../store/speaker-store.ts';
import { ENROLL_LIMITS, voiceOfClip } from '../enroll/enroll-clip.ts';
import { publicSpeaker } from '../enroll/voiceprint-quality.ts';

const ENROLL_JOB = 'speaker.enroll';

const enrollJobPayload = z.object({ enrollmentId: z.string().min(1) });

export type EnrollJob = TrackedJobKind<z.input<typeof enrollJobPayload>>;

/** The tracked job's id of an enrollment: enrollment ids are random, the prefix keeps them apart from other kinds. */
export const enrollJobId = (enrollmentId: string) => `${ENROLL_JOB}/${enrollmentId}`;

type EnrollDeps = Pick<SpeakerDeps, 'stores' | 'media' | 'audio' | 'clock' | 'vad' | 'diarizer' | 'embedder' | 'jobs'>;

/**
 * Makes the clip of one stored enrollment (its upload as a 16 kHz mono WAV, stored under a new
 * key) and adds it to the speaker's voiceprint, with the enrollment's result, in one transaction;
 * the upload is then removed. Stored already (a repeated run) or cancelled: nothing. A failure or
 * an abort propagates, for the platform to record, once this run's clip is removed.
 */
async function enrollStored(deps: EnrollDeps, id: string, run: TrackedRun): Promise<void> {
  const { stores, media } = deps;
  const stored = await stores.enrollments.get(id);
  if (!stored?.uploadKey || stored.cancelReason !== null) return;
  const wavPath = scratchWav(media, stored.userId);
  // A key of this run's own: a run that lost its lease, failing late, cannot remove another run's clip.
  const wavKey = media.newKey(stored.userId, 'wav');
  try {
    const clipSeconds = await convertToWav(deps, stored.uploadKey, wavPath, run.signal);
    requireLength(clipSeconds, ENROLL_LIMITS);
    run.progress(0.2);
    const voice = await voiceOfClip(deps, wavPath, stored.spk, run.signal, (fraction) => run.progress(fraction));
    // Stored before the row names it.
    await media.put(wavKey, wavPath);
    const added = await stores.transaction(async ({ enrollments, speakers }) => {
      // The speaker deleted meanwhile cancels this enrollment: its clip must not bring it back.
      if (!(await enrollments.holdOpen(id))) return false;
      const speaker = await speakers.addClip(stored.userId, stored.spk, {
        id, wavKey, clipSeconds, speechSeconds: voice.speechSeconds, regions: voice.regions, embedding: voice.embedding, embedderId: deps.embedder.id,
      }, deps.clock.now().toISOString());
      await enrollments.complete(id, { clipSeconds: roundTo(clipSeconds, 2), speechSeconds: voice.speechSeconds, warnings: voice.warnings, speaker: publicSpeaker(deps.embedder, speaker) });
      return true;
    });
    if (!added) await media.remove(wavKey);
  } catch (error) {
    // The clip, here until it is stored, stored until the row names it.
    await Promise.all([unlink(wavPath), media.remove(wavKey)].map((removal) => removal.catch(() => {})));
    throw error;
  }
  await media.remove(stored.uploadKey).catch(() => {});
}

/** What an enrollment shows of its job: its state, unless it was cancelled (its job then removed). */
export async function enrollmentLife(enrollJob: EnrollJob, stored: StoredEnrollment): Promise<JobLife> {
  return stored.cancelReason === null ? jobStateOf(enrollJob, enrollJobId(stored.id)) : { status: 'failed', progress: 0, error: stored.cancelReason };
}

/**
 * Cancels the user's enrollments of a name still queued or running, saying why: each one's job is
 * removed (its run stops, here at once, elsewhere at its next progress write) and its upload with
 * it. One whose clip is being stored meanwhile is waited for and left done. Answers how many.
 */
export async function cancelPendingEnrollments({ stores, media, enrollJob }: Pick<SpeakerDeps, 'stores' | 'media' | 'enrollJob'>, userId: number, spk: string, reason: string): Promise<number> {
  const unsettled = await stores.enrollments.unsettled(userId, nameKey(spk));
  let cancelled = 0;
  for (const [enrollment, job] of await withJobStates(enrollJob, unsettled, (row) => enrollJobId(row.id))) {
    if (job.status !== 'queued' && job.status !== 'running') continue;
    if (!(await stores.enrollments.cancel(enrollment.id, reason))) continue;
    await enrollJob.remove(enrollJobId(enrollment.id));
    if (enrollment.uploadKey) await media.remove(enrollment.uploadKey).catch(() => {});
    cancelled++;
  }
  return cancelled;
}

/** The queued enrollment, a tracked job: the platform keeps its life, the store its result; its upload goes once it fails for good. */
export function defineEnrollJob(deps: EnrollDeps): EnrollJob {
  return deps.jobs.track({
    kind: ENROLL_JOB,
    payload: enrollJobPayload,
    failureText: (error) => failureMessage(error, 'enrollment'),
    run: ({ enrollmentId }, run) => enrollStored(deps, enrollmentId, run),
    async onFailed({ enrollmentId }) {
      const uploadKey = (await deps.stores.enrollments.get(enrollmentId))?.uploadKey;
      if (uploadKey) await deps.media.remove(uploadKey).catch(() => {});
    },
  });
}

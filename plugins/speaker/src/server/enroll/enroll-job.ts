import { unlink } from 'node:fs/promises';
import { z } from 'zod';
import { failureMessage } from '../failure-message.ts';
import { convertToWav, roundTo, scratchWav } from '../media/kept-wav.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { requireLength } from '../media/receive-recording.ts';
import { ENROLL_LIMITS, voiceOfClip } from './enroll-clip.ts';
import { publicSpeaker } from './voiceprint-quality.ts';

export const ENROLL_JOB = 'speaker.enroll';

const enrollJobPayload = z.object({ enrollmentId: z.string().min(1) });

/** The queue's id of an enrollment's job: enrollment ids are random, the prefix keeps them apart from other kinds. */
export const enrollJobId = (enrollmentId: string) => `${ENROLL_JOB}/${enrollmentId}`;

type EnrollDeps = Pick<SpeakerDeps, 'stores' | 'media' | 'audio' | 'clock' | 'vad' | 'diarizer' | 'embedder' | 'jobs'>;

/**
 * Makes the clip of one stored enrollment (its upload as a 16 kHz mono WAV, stored under a new
 * key) and adds it to the speaker's voiceprint, with the enrollment's result, in one transaction;
 * the upload is then removed. Done already (a repeated run): nothing. An abort (shutdown, lost
 * lease) puts it back to 'queued' and propagates, as does a failure, for the queue to record.
 */
export async function enrollStored(deps: EnrollDeps, id: string, signal: AbortSignal): Promise<void> {
  const { stores, media } = deps;
  const stored = await stores.enrollments.get(id);
  if (!stored?.uploadKey || stored.status === 'done') return;
  // Cancelled before it ran (its speaker deleted): only the upload is left to remove.
  if (stored.status === 'failed') return void (await media.remove(stored.uploadKey).catch(() => {}));
  await stores.enrollments.setStatus(id, { status: 'running', progress: 0, error: null });
  // Awaited where it is called, so that no progress write lands after the outcome's.
  const progress = (fraction: number) => stores.enrollments.setStatus(id, { status: 'running', progress: fraction });
  const wavPath = scratchWav(media, stored.userId);
  // A key of this run's own: a run that lost its lease, failing late, cannot remove another run's clip.
  const wavKey = media.newKey(stored.userId, 'wav');
  try {
    const clipSeconds = await convertToWav(deps, stored.uploadKey, wavPath, signal);
    requireLength(clipSeconds, ENROLL_LIMITS);
    await progress(0.2);
    const voice = await voiceOfClip(deps, wavPath, stored.spk, signal, progress);
    // Stored before the row names it.
    await media.put(wavKey, wavPath);
    const added = await stores.transaction(async ({ enrollments, speakers }) => {
      // The speaker deleted meanwhile cancels this enrollment: its clip must not bring it back.
      if (!(await enrollments.holdRunning(id))) return false;
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
    if (signal.aborted) await stores.enrollments.setStatus(id, { status: 'queued', progress: 0 });
    throw error;
  }
  await media.remove(stored.uploadKey).catch(() => {});
}

/**
 * The queued enrollment. Its row shows the job's one state: running while it runs, back to queued
 * while a retry waits, failed with the reason once the queue gives up (its upload then removed).
 */
export function defineEnrollJob(deps: EnrollDeps): void {
  deps.jobs.define({
    kind: ENROLL_JOB,
    payload: enrollJobPayload,
    run: ({ enrollmentId }, { signal }) => enrollStored(deps, enrollmentId, signal),
    async onFailure({ enrollmentId }, { error, final }) {
      const { enrollments } = deps.stores;
      if (!final) return enrollments.setStatus(enrollmentId, { status: 'queued', progress: 0, error: null });
      await enrollments.setStatus(enrollmentId, { status: 'failed', error: failureMessage(error, 'enrollment') });
      const uploadKey = (await enrollments.get(enrollmentId))?.uploadKey;
      if (uploadKey) await deps.media.remove(uploadKey).catch(() => {});
    },
  });
}

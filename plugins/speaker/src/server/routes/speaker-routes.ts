import { randomUUID } from 'node:crypto';
import { HttpError } from '@speechdeck/core/server';
import { speakerName, svApi } from '../../contract/sv-api.ts';
import { ENROLL_LIMITS } from '../enroll/enroll-clip.ts';
import { cancelPendingEnrollments, enrollJobId, enrollmentLife } from '../jobs/enroll-job.ts';
import { publicSpeaker } from '../enroll/voiceprint-quality.ts';
import { keepRecording, receiveRecording } from '../media/receive-recording.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';
import { publicEnrollment } from '../store/enrollment-store.ts';
import { owned } from './owned.ts';

/** The name to enroll: the query's `spk`, else the form's field, checked as the contract's speakerName (400 naming what is wrong). */
function nameToEnroll(fromQuery: string | undefined, fromForm: string | undefined): string {
  if (fromQuery !== undefined) return fromQuery;
  if (fromForm === undefined) throw new HttpError(400, 'Name the speaker to enroll: spk, as a query parameter or a form field.', { spk: 'Enter the speaker name.' });
  const parsed = speakerName.safeParse(fromForm);
  if (!parsed.success) throw new HttpError(400, `spk: ${parsed.error.issues[0]!.message}`, { spk: parsed.error.issues[0]!.message });
  return parsed.data;
}

/** Enrolled speakers: the list, enrolling a clip (a queued job), an enrollment's state, deleting a speaker. */
export function speakerRoutes(deps: SpeakerDeps): void {
  const { http, auth, clock, stores, media, enrollJob, embedder } = deps;

  http.route(svApi.getSpeakers, async (request) => {
    const userId = auth.actingUserId(request, request.query.userId);
    return { speakers: (await stores.speakers.list(userId)).map((speaker) => publicSpeaker(embedder, speaker)) };
  });

  http.route(svApi.enroll, async (request) => {
    const userId = auth.actingUserId(request, request.query.userId);
    let spk = request.query.spk;
    const upload = await receiveRecording(deps, request, userId, ENROLL_LIMITS, (fields) => {
      spk = nameToEnroll(request.query.spk, fields.spk);
    });
    const id = randomUUID();
    const uploadKey = await keepRecording(media, userId, upload);
    try {
      await stores.enrollments.create({ id, userId, spk: spk!, fileName: upload.fileName, uploadKey, createdAt: clock.now().toISOString() });
    } catch (error) {
      await media.remove(uploadKey).catch(() => {});
      throw error;
    }
    await enrollJob.start(enrollJobId(id), { enrollmentId: id }, { userId });
    return { id };
  });

  http.route(svApi.enrollment, async (request) => {
    const { id } = request.params;
    const stored = owned(request, await stores.enrollments.get(id), `No enrollment with id '${id}'.`);
    return publicEnrollment(stored, await enrollmentLife(enrollJob, stored));
  });

  http.route(svApi.delSpeaker, async (request) => {
    const { spk } = request.query;
    const userId = auth.actingUserId(request, request.query.userId);
    const cancelled = await cancelPendingEnrollments(deps, userId, spk, `The speaker '${spk}' was deleted before this clip was enrolled.`);
    const removed = await stores.speakers.delete(userId, spk);
    const pending = cancelled ? ` ${cancelled === 1 ? 'Its enrollment in progress is' : `Its ${cancelled} enrollments in progress are`} cancelled.` : '';
    if (!removed) {
      if (cancelled) return { message: `No clip of '${spk}' was enrolled yet.${pending}` };
      throw new HttpError(404, `No enrolled speaker '${spk}'.`);
    }
    for (const clip of removed.clips) await media.remove(clip.wavKey).catch(() => {});
    const clips = removed.clips.length === 1 ? '1 clip' : `${removed.clips.length} clips`;
    return { message: `The speaker '${removed.spk}', its voiceprint and its ${clips} are deleted.${pending}` };
  });
}

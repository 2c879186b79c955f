import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BadMediaError, HttpError, jobStateOf } from '@speechdeck/core/server';
import { splitterApi } from '../../contract/splitter-api.ts';
import { callJobId } from '../jobs/call-job.ts';
import { MONO_MESSAGE, noAudioTrack } from '../split/recording-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';
import { publicCall, type StoredCall } from '../store/call-store.ts';

/** A call the caller may see: their own, or any for an admin. Another user's is answered like an unknown id, so none can be probed. */
function owned(request: FastifyRequest, call: StoredCall | undefined, id: string): StoredCall {
  const caller = request.authUser!;
  if (!call || (call.userId !== caller.id && caller.role !== 'ADMIN')) throw new HttpError(404, `No call recognition with id '${id}'.`);
  return call;
}

/** Call recognition: queued with a stereo recording, followed by id. */
export function callRoutes(deps: SplitterDeps): void {
  const { http, auth, clock, media, intake, asr, calls, callJobs } = deps;

  http.route(splitterApi.recognize, async (request) => {
    const { userId: asked, language, left, right, punct } = request.query;
    const userId = auth.actingUserId(request, asked);
    // A language nobody serves is refused before anything is stored (422 naming what to configure).
    const normalized = asr.normalizeLanguage(language);
    asr.forLanguage(normalized);
    const upload = await intake.receive(request, {
      userId, acceptedText: 'an audio or video recording', noAudio: noAudioTrack,
      checkProbe: (info) => {
        if (info.channels < 2) throw new BadMediaError(MONO_MESSAGE, 400);
      },
    });
    const id = randomUUID();
    try {
      await calls.create({
        id, userId, fileName: upload.originalName || upload.storedName, language: normalized, channels: [left, right], punct,
        duration: upload.duration, mediaKey: upload.key, createdAt: clock.now().toISOString(),
      });
    } catch (error) {
      await media.remove(upload.key).catch(() => {});
      throw error;
    }
    await callJobs.start(callJobId(id), { callId: id }, { userId });
    return { id };
  });

  http.route(splitterApi.recognition, async (request) => {
    const call = owned(request, await calls.get(request.params.id), request.params.id);
    return publicCall(call, await jobStateOf(callJobs, callJobId(call.id)));
  });
}

import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { BadMediaError, HttpError, jobStateOf, receiveUpload } from '@speechdeck/core/server';
import { splitterApi } from '../../contract/splitter-api.ts';
import { callJobId } from '../call/call-job.ts';
import { MONO_MESSAGE } from '../split/recording-channels.ts';
import type { SplitterDeps } from '../splitter-deps.ts';
import { publicCall, type StoredCall } from '../store/call-store.ts';

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/** A call the caller may see: their own, or any for an admin. Another user's is answered like an unknown id, so none can be probed. */
function owned(request: FastifyRequest, call: StoredCall | undefined, id: string): StoredCall {
  const caller = request.authUser!;
  if (!call || (call.userId !== caller.id && caller.role !== 'ADMIN')) throw new HttpError(404, `No call recognition with id '${id}'.`);
  return call;
}

/** Call recognition: queued with a stereo recording, followed by id. */
export function callRoutes(deps: SplitterDeps): void {
  const { http, auth, config, clock, media, audio, asr, calls, callJobs } = deps;

  http.route(splitterApi.recognize, async (request) => {
    const { userId: asked, language, left, right, punct } = request.query;
    const userId = auth.actingUserId(request, asked);
    // A language nobody serves is refused before anything is stored (422 naming what to configure).
    const normalized = asr.normalizeLanguage(language);
    asr.forLanguage(normalized);
    const upload = await receiveUpload(request, {
      dir: media.workDir(userId), maxBytes: config.limits.uploadMaxBytes, accept: anyContent, acceptedText: 'an audio or video recording',
    });
    const id = randomUUID();
    // What a refusal removes: the upload's local file, or once it is stored, what is stored under its key.
    let mediaKey: string | null = null;
    try {
      const info = await audio.probe(upload.path);
      if (!info.hasAudio) throw new BadMediaError(`The ${info.hasVideo ? 'video' : 'file'} has no audio track.`, 400);
      if (info.channels < 2) throw new BadMediaError(MONO_MESSAGE, 400);
      mediaKey = await media.keep(userId, upload.path);
      await calls.create({
        id, userId, fileName: upload.originalName || upload.storedName, language: normalized, channels: [left, right], punct,
        duration: info.durationSec, mediaKey, createdAt: clock.now().toISOString(),
      });
    } catch (error) {
      await (mediaKey ? media.remove(mediaKey) : unlink(upload.path)).catch(() => {});
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

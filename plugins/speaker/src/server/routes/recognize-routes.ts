import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { clientGone, HttpError, scratchName } from '@speechdeck/core/server';
import { SV_LIMITS, svApi, UNKNOWN_SPEAKER, type Identification } from '../../contract/sv-api.ts';
import { identifyClip } from '../identify/identify-clip.ts';
import { receiveRecording, requireLength } from '../media/receive-recording.ts';
import { roundTo } from '../media/kept-wav.ts';
import type { SpeakerDeps } from '../speaker-deps.ts';

/**
 * Identification while the client waits: a text answer (the name, or 'unknown') and the full
 * answer kept under an id. It runs at once rather than in a queue slot: a clip of at most
 * SV_LIMITS.recognizeMaxSeconds takes seconds, and a long diarization holding the slots must not
 * push it past the specification's 30 s.
 */
export function recognizeRoutes(deps: SpeakerDeps): void {
  const { http, auth, clock, stores, media, audio } = deps;

  http.route(svApi.recognize, async (request, reply) => {
    const gone = clientGone(reply);
    const userId = auth.actingUserId(request, request.query.userId);
    const limits = { maxSeconds: SV_LIMITS.recognizeMaxSeconds, call: 'identifying' };
    const upload = await receiveRecording(deps, request, userId, limits);
    const wavPath = join(media.workDir(userId), scratchName('identify'));
    let answer: Identification;
    try {
      const { durationSec } = await audio.toWav16kMono(upload.path, wavPath, { signal: gone });
      requireLength(durationSec, limits);
      const voice = await identifyClip(deps, userId, wavPath, gone);
      answer = { id: request.query.id ?? randomUUID(), fileName: upload.fileName, duration: roundTo(durationSec, 2), ...voice, createdAt: clock.now().toISOString() };
    } finally {
      await Promise.all([unlink(upload.path), unlink(wavPath)].map((removal) => removal.catch(() => {})));
    }
    await stores.identifications.put(userId, answer);
    reply.header('x-identification-id', answer.id).type('text/plain; charset=utf-8');
    return answer.spk ?? UNKNOWN_SPEAKER;
  });

  http.route(svApi.identification, async (request) => {
    const { id } = request.params;
    const caller = request.authUser!;
    const answer = (await stores.identifications.get(caller.id, id)) ?? (caller.role === 'ADMIN' ? await stores.identifications.getAny(id) : undefined);
    if (!answer) throw new HttpError(404, `No identification with id '${id}'.`);
    return answer;
  });
}

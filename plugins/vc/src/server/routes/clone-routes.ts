import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { clientGone, HttpError, jobStateOf, requireDone, withJobStates, type JobState } from '@speechdeck/core/server';
import { audioFileName, replyWithStoredAudio, titleOf } from '@speechdeck/plugin-tts/server';
import { vcApi } from '../../contract/vc-api.ts';
import { cloneJobId, removeClone } from '../jobs/clone-job.ts';
import { cloneNow, type ClonedNow } from '../clone/clone-now.ts';
import { readReferenceNow } from '../clone/read-reference-now.ts';
import { removeUpload } from '../reference/voice-source.ts';
import { publicClone, type StoredClone } from '../store/clone-store.ts';
import type { VcDeps } from '../vc-deps.ts';
import { receiveCloneForm } from './clone-form.ts';

/** The list answers this many of the newest; older ones stay reachable by id until deleted. */
const LIST_LIMIT = 200;

/** A clone of the caller's, by id; another user's is answered like an unknown one. */
async function ownedClone({ store, clones }: Pick<VcDeps, 'store' | 'clones'>, userId: number, id: string): Promise<{ stored: StoredClone; job: JobState }> {
  const stored = await store.get(userId, id);
  if (!stored) throw new HttpError(404, `No clone with id '${id}'.`);
  return { stored, job: await jobStateOf(clones, cloneJobId(id)) };
}

/** Runs `release` once the answer is sent, or its client has left. */
function afterAnswer(reply: FastifyReply, release: () => Promise<void>): void {
  if (reply.raw.destroyed) void release();
  else reply.raw.once('close', () => void release());
}

/**
 * Clone calls: synchronous (answered with the audio and its report in headers, not stored),
 * queued (stored with its reference until deleted), and the user's stored clones.
 */
export function cloneRoutes(deps: VcDeps): void {
  const { http, clock, store, media, clones } = deps;

  http.route(vcApi.clone, async (request, reply) => {
    const gone = clientGone(reply);
    const userId = request.authUser!.id;
    const form = await receiveCloneForm(deps, request, userId, 'clone');
    let cloned: ClonedNow;
    try {
      cloned = await cloneNow(deps, userId, form, gone);
    } finally {
      await removeUpload(deps, form.voice);
    }
    afterAnswer(reply, cloned.release);
    const { report } = cloned;
    reply.header('x-voice-engine', report.engine).header('x-voice-report', JSON.stringify(report));
    return replyWithStoredAudio(reply, media, cloned.key, { fileName: audioFileName('clone', clock.now(), form.text, form.format), format: form.format });
  });

  http.route(vcApi.cloneQueue, async (request, reply) => {
    const gone = clientGone(reply);
    const userId = request.authUser!.id;
    const form = await receiveCloneForm(deps, request, userId, 'cloneQueue');
    const id = randomUUID();
    const referenceKey = `${userId}/${id}-reference.wav`;
    try {
      await readReferenceNow(deps, userId, form.voice, referenceKey, gone);
    } catch (error) {
      // The call leaves nothing when it refuses; this is for a wait that fails once the reference is stored.
      await media.remove(referenceKey).catch(() => {});
      throw error;
    } finally {
      await removeUpload(deps, form.voice);
    }
    const createdAt = clock.now();
    try {
      await store.create({
        id, userId, title: titleOf(form.text), text: form.text, language: form.language, format: form.format, engine: form.engine.id,
        fileName: audioFileName('clone', createdAt, form.text, form.format), referenceKey, createdAt: createdAt.toISOString(),
      });
    } catch (error) {
      await media.remove(referenceKey).catch(() => {});
      throw error;
    }
    await clones.start(cloneJobId(id), { cloneId: id }, { userId });
    return { id };
  });

  http.route(vcApi.clones, async (request) => {
    const listed = await withJobStates(clones, await store.list(request.authUser!.id, LIST_LIMIT), (stored) => cloneJobId(stored.id));
    return { clones: listed.map(([stored, job]) => publicClone(stored, job)) };
  });

  http.route(vcApi.cloneState, async (request) => {
    const { stored, job } = await ownedClone(deps, request.authUser!.id, request.params.id);
    return publicClone(stored, job);
  });

  http.route(vcApi.cloneAudio, async (request, reply) => {
    const { stored, job } = await ownedClone(deps, request.authUser!.id, request.params.id);
    requireDone(job, 'The clone');
    if (!stored.audioKey) throw new HttpError(404, 'The audio file is gone.');
    if (stored.report) reply.header('x-voice-engine', stored.report.engine).header('x-voice-report', JSON.stringify(stored.report));
    return replyWithStoredAudio(reply, media, stored.audioKey, stored);
  });

  http.route(vcApi.deleteClone, async (request) => {
    const { id } = request.params;
    if (!(await removeClone(deps, request.authUser!.id, id))) throw new HttpError(404, `No clone with id '${id}'.`);
    return { message: 'The clone, its reference recording and its audio are deleted.' };
  });
}

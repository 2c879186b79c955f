import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { clientGone, HttpError, jobStateOf, receiveUpload, type FieldsOnly, type ReceivedUpload } from '@speechdeck/core/server';
import { KWS_LIMITS, kwsApi } from '../../contract/kws-api.ts';
import type { KwsDeps } from '../kws-deps.ts';
import { spotJobId } from '../spot/spot-job.ts';
import { spotNow } from '../spot/spot-now.ts';
import { publicSpot } from '../store/spot-store.ts';
import { spotRequestOf } from './spot-request.ts';

/** Accepts whatever the first bytes might be; ffprobe then decides by content. */
const anyContent = (head: Buffer) => (head.length > 0 ? 'media' : null);

/** The recording to search: an upload of this call's own, or a workspace result's kept audio. */
interface Recording {
  /** Media key of the stored recording. */
  key: string;
  fileName: string;
  /** Seconds, as ffprobe read them; 0 when the container does not say. */
  duration: number;
  processId: string | null;
}

/** POST /api/kws/spot, GET /api/kws/spot/{id}, GET /api/kws/languages. */
export function spotRoutes(deps: KwsDeps): void {
  const { http, auth, config, media, audio, spotter, spots, spotJobs, results, clock } = deps;

  /** The form's file streamed into the user's work dir, if it has one; the body's fields in any case. */
  async function readForm(request: FastifyRequest, userId: number): Promise<ReceivedUpload | FieldsOnly> {
    if (!request.isMultipart()) return { path: null, fields: {} };
    return receiveUpload(request, {
      dir: media.workDir(userId), maxBytes: config.limits.uploadMaxBytes, accept: anyContent, acceptedText: 'an audio or video recording', optional: true,
    });
  }

  /** An upload that has audio, stored: a worker may be the one to search it. */
  async function uploaded(userId: number, upload: ReceivedUpload): Promise<Recording> {
    const info = await audio.probe(upload.path);
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.', { file: 'No audio.' });
    if (info.durationKnown && info.durationSec === 0) throw new HttpError(400, 'The recording is empty: it holds 0 s of audio.', { file: 'Empty.' });
    const key = await media.keep(userId, upload.path);
    return { key, fileName: upload.originalName || upload.storedName, duration: info.durationSec, processId: null };
  }

  /** Another user's result is answered like an unknown one, so none can be probed. */
  async function resultAudio(userId: number, processId: string): Promise<Recording> {
    const result = await results.get(userId, processId);
    if (!result) throw new HttpError(404, `No result with process id '${processId}'.`, { processId: 'No such result.' });
    const key = result.mediaKey;
    if (!(await media.stat(key))) throw new HttpError(404, `The audio of result '${processId}' is no longer kept.`, { processId: 'Its audio is gone.' });
    const duration = result.duration > 0 ? result.duration : await media.withLocal(key, async (path) => (await audio.probe(path)).durationSec);
    return { key, fileName: result.fn, duration, processId };
  }

  http.route(kwsApi.spot, async (request, reply) => {
    const gone = clientGone(reply);
    const userId = auth.actingUserId(request, request.query.userId);
    const form = await readForm(request, userId);
    // The upload is removed when this call ends, unless a queued job now owns it: its local file,
    // or once it is stored, what is stored under its key.
    let keptKey: string | null = null;
    let handedOver = false;
    try {
      const asked = spotRequestOf(request.query, form.fields);
      if (form.path && asked.processId) throw new HttpError(400, 'Send a file or a processId, not both.', { processId: 'Leave it out when sending a file.' });
      if (!form.path && !asked.processId) {
        throw new HttpError(400, "Send the recording in the 'file' field, or the processId of a result in your workspace.", { file: 'Choose a file.' });
      }
      const search = await spotter.prepare(asked.keywords, asked.language);
      const recording = form.path ? await uploaded(userId, form) : await resultAudio(userId, asked.processId!);
      if (form.path) keptKey = recording.key;
      const answer = { keywords: [...search.keywords], language: search.language, duration: recording.duration, fileName: recording.fileName, processId: recording.processId };
      // A container that does not say its length (a browser's recording) may be long: it is queued.
      if (recording.duration > 0 && recording.duration <= KWS_LIMITS.syncMaxSeconds) {
        const hits = await spotNow(deps, { userId, mediaKey: recording.key, keywords: asked.keywords, language: search.language, clientGone: gone });
        return { ...answer, hits };
      }
      const id = randomUUID();
      await spots.create({
        ...answer, id, userId, requested: asked.keywords, createdAt: clock.now().toISOString(),
        mediaKey: recording.key, ownsMedia: form.path !== null,
      });
      handedOver = true;
      await spotJobs.start(spotJobId(id), { spotId: id }, { userId });
      return reply.code(202).send({ id });
    } finally {
      if (form.path && !handedOver) await (keptKey ? media.remove(keptKey) : unlink(form.path)).catch(() => {});
    }
  });

  http.route(kwsApi.spotJob, async (request) => {
    const stored = await spots.get(request.params.id);
    const caller = request.authUser!;
    if (!stored || (stored.userId !== caller.id && caller.role !== 'ADMIN')) throw new HttpError(404, `No keyword spotting with id '${request.params.id}'.`);
    return publicSpot(stored, await jobStateOf(spotJobs, spotJobId(stored.id)));
  });

  http.route(kwsApi.languages, async () => ({ languages: spotter.languages.map((language) => ({ language, engine: spotter.id })) }));
}

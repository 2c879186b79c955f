import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientGone, HttpError } from '@speechdeck/core/server';
import { ownedResult, withoutMedia } from '@speechdeck/plugin-workspace/server';
import { sttApi } from '../../contract/stt-api.ts';
import { recognizeJobId, type RecognitionJobs } from '../jobs/recognition-job.ts';
import type { SttRecognitionOptions } from '../recognition/run-recognition.ts';
import type { SttDeps } from '../stt-deps.ts';

interface ParsedQuery extends SttRecognitionOptions {
  userId?: number;
}

function optionsOf(query: ParsedQuery, { asr }: SttDeps['engines']): SttRecognitionOptions {
  const { language, isDiarize, vad, punct, sentText, oa, engine, redact, keepOriginal } = query;
  if (keepOriginal && !redact) throw new HttpError(400, 'keepOriginal goes with redact=true: there is no original to keep otherwise.', { keepOriginal: 'Only with redact=true.' });
  // Refuse a language nobody serves, or an engine it does not have, before anything is stored or
  // queued (422 naming what to configure, or the engines there are).
  const normalized = asr.normalizeLanguage(language);
  const chosen = asr.forLanguage(normalized, engine);
  return { language: normalized, isDiarize, vad, punct, sentText, oa, ...(engine ? { engine: chosen.id } : {}), ...(redact ? { redact, keepOriginal } : {}) };
}

/** Recognition calls: synchronous, queued, and by uploaded file name (spec §7 /api/stt). */
export function recognizeRoutes(deps: SttDeps, recognitions: RecognitionJobs): void {
  const { http, auth, media, intake, results, engines } = deps;

  /**
   * Upload, check options, store the queued result. A call with the same id that stored its result
   * first (a concurrent retry) is that process: this upload is then not kept.
   */
  async function accept(request: FastifyRequest, query: ParsedQuery, processId: string = randomUUID()) {
    const userId = auth.actingUserId(request, query.userId);
    const options = optionsOf(query, engines);
    const upload = await intake.receive(request, { userId });
    const stored = await results.create({ processId, userId, fn: upload.originalName || upload.storedName, options, mediaKey: upload.key, duration: upload.duration, job: recognizeJobId(userId, processId) });
    if (!stored.created) await media.remove(upload.key).catch(() => {});
    return stored;
  }

  async function enqueue(processId: string, userId: number) {
    await recognitions.start(recognizeJobId(userId, processId), { processId }, { userId });
  }

  // Recognized while the client waits, as a call of the same job: its failure is recorded, then answered.
  http.route(sttApi.recognize, async (request, reply) => {
    const gone = clientGone(reply);
    const { result: { userId, processId } } = await accept(request, request.query);
    await recognitions.call(recognizeJobId(userId, processId), { processId }, { userId, signal: gone });
    return (await results.get(userId, processId))!;
  });

  http.route(sttApi.recognizeSpeech, async (request) => {
    const { result } = await accept(request, request.query);
    await enqueue(result.processId, result.userId);
    return result;
  });

  // A chosen id is the user's own: another user's same id is another process, and nothing here
  // tells whether it exists.
  http.route(sttApi.recognizeQueue, async (request) => {
    const { id, ...query } = request.query;
    if (id) {
      const existing = await results.get(auth.actingUserId(request, query.userId), id);
      if (existing) {
        // Idempotent: the same id answers the same process; the repeated upload is not kept.
        await drain(request);
        return withoutMedia(existing);
      }
    }
    const { result, created } = await accept(request, query, id);
    if (created) await enqueue(result.processId, result.userId);
    return result;
  });

  http.route(sttApi.recognizeUploadedFile, async (request) => {
    const { fn, ...query } = request.query;
    const userId = auth.actingUserId(request, query.userId);
    const options = optionsOf(query, engines);
    // x is a stored name and nothing more (the contract's pattern): the key stays in the user's own media.
    const mediaKey = `${userId}/${request.params.x}`;
    if (!(await media.stat(mediaKey))) throw new HttpError(404, `No uploaded file '${request.params.x}': upload it with /api/stt/uploadFile first.`);
    // The same file with the same options is the same process, so repeating the GET starts nothing new.
    const processId = `up-${createHash('sha256').update(JSON.stringify([userId, request.params.x, options])).digest('hex').slice(0, 32)}`;
    const existing = await results.get(userId, processId);
    if (existing) return withoutMedia(existing);
    const info = await media.withLocal(mediaKey, (path) => engines.audio.probe(path));
    const { result, created } = await results.create({ processId, userId, fn: fn ?? request.params.x, options, mediaKey, duration: info.durationSec, job: recognizeJobId(userId, processId) });
    if (created) await enqueue(processId, userId);
    return result;
  });

  http.route(sttApi.result, async (request) => withoutMedia(await ownedResult(results, request, request.params.id)));

  http.route(sttApi.getResponse, async (request) =>
    Promise.all(request.body.processIds.map(async (id) => withoutMedia(await ownedResult(results, request, id)))),
  );
}

/** Reads and discards a multipart body whose file is not needed. */
async function drain(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}


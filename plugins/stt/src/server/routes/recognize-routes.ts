import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RecognitionOptions } from '@speechdeck/core';
import { HttpError, ownedResult, registerEndpoint, withoutMedia, type ServerContext } from '@speechdeck/core/server';
import { sttApi } from '../../contract/stt-api.ts';
import { receiveMedia } from '../media-upload.ts';

import { RECOGNIZE_JOB, recognizeStored, type RecognizeJob } from '../recognition-job.ts';

interface ParsedQuery extends RecognitionOptions {
  userId?: number;
}

function optionsOf(query: ParsedQuery, context: ServerContext): RecognitionOptions {
  const { language, isDiarize, vad, punct, sentText, oa } = query;
  // Refuse a language nobody serves before anything is stored or queued (422 naming what to configure).
  const normalized = context.engines.asr.normalizeLanguage(language);
  context.engines.asr.forLanguage(normalized);
  return { language: normalized, isDiarize, vad, punct, sentText, oa };
}

/** Recognition calls: synchronous, queued, and by uploaded file name (spec §7 /api/stt). */
export async function recognizeRoutes(app: FastifyInstance, context: ServerContext) {
  /** Upload, check options, store the queued result. */
  async function accept(request: FastifyRequest, query: ParsedQuery, processId: string = randomUUID()) {
    const userId = context.actingUserId(request, query.userId);
    const options = optionsOf(query, context);
    const upload = await receiveMedia(context, request, userId);
    return context.results.create({ processId, userId, fn: upload.originalName || upload.storedName, options, mediaPath: upload.path, duration: upload.duration });
  }

  function enqueue(processId: string, userId: number) {
    context.jobs.enqueue<RecognizeJob>(RECOGNIZE_JOB, { processId }, { id: processId, userId });
  }

  registerEndpoint(app, sttApi.recognize, async (request) => {
    const created = await accept(request, request.query);
    const done = await recognizeStored(context, created.processId);
    return done!;
  });

  registerEndpoint(app, sttApi.recognizeSpeech, async (request) => {
    const created = await accept(request, request.query);
    enqueue(created.processId, created.userId);
    return created;
  });

  registerEndpoint(app, sttApi.recognizeQueue, async (request) => {
    const { id, ...query } = request.query;
    if (id) {
      const existing = context.results.get(id);
      if (existing) {
        if (existing.userId !== request.authUser!.id) throw new HttpError(409, `The process id '${id}' is taken; choose another.`, { id: 'Taken.' });
        // Idempotent: the same id answers the same process; the repeated upload is not kept.
        await drain(request);
        return withoutMedia(existing);
      }
    }
    const created = await accept(request, query, id);
    enqueue(created.processId, created.userId);
    return created;
  });

  registerEndpoint(app, sttApi.recognizeUploadedFile, async (request) => {
    const { fn, ...query } = request.query;
    const userId = context.actingUserId(request, query.userId);
    const options = optionsOf(query, context);
    const mediaPath = join(context.mediaDir(userId), request.params.x);
    if (!existsSync(mediaPath)) throw new HttpError(404, `No uploaded file '${request.params.x}': upload it with /api/stt/uploadFile first.`);
    // The same file with the same options is the same process, so repeating the GET starts nothing new.
    const processId = `up-${createHash('sha256').update(JSON.stringify([userId, request.params.x, options])).digest('hex').slice(0, 32)}`;
    const existing = context.results.get(processId);
    if (existing) return withoutMedia(existing);
    const info = await context.engines.audio.probe(mediaPath);
    const created = context.results.create({ processId, userId, fn: fn ?? request.params.x, options, mediaPath, duration: info.durationSec });
    enqueue(processId, userId);
    return created;
  });

  registerEndpoint(app, sttApi.result, async (request) => withoutMedia(ownedResult(context, request, request.params.id)));

  registerEndpoint(app, sttApi.getResponse, async (request) =>
    request.body.processIds.map((id) => withoutMedia(ownedResult(context, request, id))),
  );
}

/** Reads and discards a multipart body whose file is not needed. */
async function drain(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}


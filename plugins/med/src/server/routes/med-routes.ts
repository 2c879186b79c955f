import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@speechdeck/core/server';
import { ownedResult, withoutMedia } from '@speechdeck/plugin-workspace/server';
import { MED_LANGUAGES, medApi } from '../../contract/med-api.ts';
import type { MedDeps } from '../med-deps.ts';
import { withTerms } from '../med-result.ts';
import { medJobId, type MedJobs } from '../jobs/med-job.ts';

/** The options a medical recognition is stored with: the workspace's shape, nothing but the language asked. */
const optionsFor = (language: string) => ({ language, isDiarize: false, vad: false, punct: false, sentText: false, oa: false });

/** POST /api/stt/recognizeMed (queued), by an uploaded file's name, and GET /api/stt/recognizeMed/{id}. */
export function medRoutes(deps: MedDeps, recognitions: MedJobs): void {
  const { http, auth, asr, media, results, store, clock } = deps;

  /** 422 before anything is stored: a language without a lexicon, or one no recognizer serves here. */
  function checkedLanguage(language: string): string {
    const code = asr.normalizeLanguage(language);
    if (!(MED_LANGUAGES as readonly string[]).includes(code)) {
      throw new HttpError(422, `Medical terms are known in English (en) and Turkish (tr), not '${code}'.`);
    }
    asr.forLanguage(code);
    return code;
  }

  async function queue(userId: number, processId: string, fn: string, language: string, mediaKey: string, duration: number) {
    const job = medJobId(userId, processId);
    const { result, created } = await results.create({ processId, userId, fn, options: optionsFor(language), mediaKey, duration, job });
    if (created) {
      await store.add(userId, processId, language, clock.now());
      await recognitions.start(job, { processId }, { userId });
    }
    return { result, created };
  }

  /** A process the user already holds under a chosen id: theirs again if it is a medical one, else 409. */
  async function existingMed(userId: number, id: string) {
    const existing = await results.get(userId, id);
    if (!existing) return null;
    if (!(await store.has(userId, id))) throw new HttpError(409, `The id '${id}' names another kind of recognition: choose another id.`);
    return { id, ...(await withTerms(withoutMedia(existing))) };
  }

  http.route(medApi.recognizeMed, async (request) => {
    const { id, ...query } = request.query;
    const userId = auth.actingUserId(request, query.userId);
    const language = checkedLanguage(query.language);
    const before = id ? await existingMed(userId, id) : null;
    if (before) {
      // Idempotent: the same id answers the same process; the repeated upload is not kept.
      await drain(request);
      return before;
    }
    const upload = await deps.intake.receive(request, { userId });
    const { result, created } = await queue(userId, id ?? randomUUID(), upload.originalName || upload.storedName, language, upload.key, upload.duration);
    // A concurrent call with the same id stored its process first: this upload is not kept.
    if (!created) await media.remove(upload.key).catch(() => {});
    return { id: result.processId, ...(created ? { ...result, segments: [] } : await withTerms(result)) };
  });

  http.route(medApi.recognizeMedUploaded, async (request) => {
    const { fn, ...query } = request.query;
    const userId = auth.actingUserId(request, query.userId);
    const language = checkedLanguage(query.language);
    // x is a stored name and nothing more (the contract's pattern): the key stays in the user's own media.
    const mediaKey = `${userId}/${request.params.x}`;
    if (!(await media.stat(mediaKey))) throw new HttpError(404, `No uploaded file '${request.params.x}': upload it with /api/stt/uploadFile first.`);
    // The same file in the same language is the same process, so repeating the call starts nothing new.
    const processId = `med-${createHash('sha256').update(JSON.stringify([userId, request.params.x, language])).digest('hex').slice(0, 32)}`;
    const existing = await results.get(userId, processId);
    if (existing) return { id: processId, ...(await withTerms(withoutMedia(existing))) };
    const info = await media.withLocal(mediaKey, (path) => deps.audio.probe(path));
    if (!info.hasAudio) throw new HttpError(400, 'The file has no audio track.');
    const { result } = await queue(userId, processId, fn ?? request.params.x, language, mediaKey, info.durationSec);
    return { id: processId, ...result, segments: [] };
  });

  http.route(medApi.result, async (request) => {
    const ownerId = request.query.userId === undefined ? undefined : auth.actingUserId(request, request.query.userId);
    const stored = withoutMedia(await ownedResult(results, request, request.params.id, ownerId));
    if (!(await store.has(stored.userId, stored.processId))) throw new HttpError(404, `No medical recognition with id '${request.params.id}'.`);
    return withTerms(stored);
  });
}

/** Reads and discards a multipart body whose file is not needed. */
async function drain(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
  }
}

import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { workspaceApi, type SegmentHit } from '@speechdeck/core';
import { HttpError, ownedResult, registerEndpoint, withoutMedia, type SegmentSearch, type ServerContext } from '@speechdeck/core/server';
import { createMediaTokens } from './media-tokens.ts';
import { sniffMediaType } from './media-type.ts';
import { parseRange } from './range.ts';

/** The spec's /api/elastic calls over the host's results store. */
export async function workspaceRoutes(app: FastifyInstance, context: ServerContext) {
  const api = workspaceApi;
  const mediaTokens = createMediaTokens(context.now);
  const results = context.results;

  const owned = (request: FastifyRequest, processId: string) => ownedResult(context, request, processId);

  function search(request: FastifyRequest, query: { userId?: number; limit: number; offset: number }, by: SegmentSearch): SegmentHit[] {
    const userId = context.actingUserId(request, query.userId);
    return results.search(userId, by, { limit: query.limit, offset: query.offset });
  }

  registerEndpoint(app, api.loadAudio, async (request, reply) => {
    const processId = request.params.x;
    const { t } = request.query;
    const byToken = Boolean(t && mediaTokens.allows(t, processId));
    if (!byToken) await context.guard('user')(request, reply);
    const stored = byToken ? results.get(processId) : owned(request, processId);
    if (!stored) throw new HttpError(404, `No result with process id '${processId}'.`);
    const info = await stat(stored.mediaPath).catch(() => null);
    if (!info) throw new HttpError(404, 'The audio of this result is gone.');
    const range = parseRange(request.headers.range, info.size);
    reply.header('accept-ranges', 'bytes').header('content-type', await sniffMediaType(stored.mediaPath)).header('x-content-type-options', 'nosniff');
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    }
    if (!range) return reply.header('content-length', info.size).send(createReadStream(stored.mediaPath));
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(stored.mediaPath, { start: range.start, end: range.end }));
  });

  registerEndpoint(app, api.mediaToken, async (request) => {
    const { processId } = request.query;
    owned(request, processId);
    const issued = mediaTokens.issue(processId);
    return { ...issued, url: `/api/elastic/load_audio/${encodeURIComponent(processId)}?t=${issued.token}` };
  });

  registerEndpoint(app, api.editSegment, async (request) => {
    const { processId, position, text: queryText } = request.query;
    owned(request, processId);
    const text = request.body?.text ?? queryText;
    const spk = request.body?.spk;
    if (text === undefined && spk === undefined) throw new HttpError(400, 'Send the new text (query or body) or a speaker name.', { text: 'Required.' });
    const updated = results.editSegment(processId, position, { text: text?.trim(), spk });
    if (!updated) throw new HttpError(404, `The result has no segment at position ${position}.`);
    return updated;
  });

  registerEndpoint(app, api.renameSpeaker, async (request) => {
    const { processId, from, to } = request.query;
    owned(request, processId);
    const updated = results.renameSpeaker(processId, from, to);
    if (!updated) throw new HttpError(404, `No speaker '${from}' in this result.`);
    return updated;
  });

  registerEndpoint(app, api.byKeyword, async (request) => search(request, request.query, { kind: 'kw', value: request.query.kw }));
  registerEndpoint(app, api.bySpeaker, async (request) => search(request, request.query, { kind: 'spk', value: request.query.spk }));
  registerEndpoint(app, api.bySentence, async (request) => search(request, request.query, { kind: 'sent', value: request.query.sent }));
  registerEndpoint(app, api.byOa, async (request) => search(request, request.query, { kind: 'oa', value: request.query.oa }));

  registerEndpoint(app, api.all, async (request) => {
    const { userId, limit, offset } = request.query;
    return results.list(context.actingUserId(request, userId), { limit, offset });
  });

  registerEndpoint(app, api.byFileName, async (request) => {
    const { userId, limit, offset, fn } = request.query;
    return results.list(context.actingUserId(request, userId), { limit, offset }, fn);
  });

  registerEndpoint(app, api.fileNames, async (request) => results.fileNames(context.actingUserId(request, request.query.userId)));

  registerEndpoint(app, api.byProcessId, async (request) => withoutMedia(owned(request, request.query.processId)));

  registerEndpoint(app, api.remove, async (request) => {
    const { processId, userId } = request.query;
    context.actingUserId(request, userId);
    owned(request, processId);
    const removed = results.delete(processId);
    if (removed && !removed.stillUsed) await unlink(removed.mediaPath).catch(() => {});
    return { message: 'The result and its audio are deleted.' };
  });

  registerEndpoint(app, api.stats, async (request) => results.stats(context.actingUserId(request, request.query.userId)));
}

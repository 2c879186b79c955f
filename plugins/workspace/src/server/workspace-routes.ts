import type { FastifyRequest } from 'fastify';
import { HttpError, sendMediaRange, type Auth, type Clock, type HttpRouter, type MediaStorage, type PluginStore, type ProcessRunner } from '@speechdeck/core/server';
import { workspaceApi, type SegmentHit } from '../index.ts';
import { withoutControlChars } from '../contract/control-characters.ts';
import { ownedResult, withoutMedia } from './owned-result.ts';
import type { ResultsStore, SegmentSearch } from './store/results-store.ts';
import { createMediaTokens } from './media-tokens.ts';
import { storedMediaType } from './media-type.ts';
import { redactResult } from './redaction/redact-result.ts';

interface WorkspaceRouteDeps {
  http: HttpRouter;
  auth: Auth;
  clock: Clock;
  media: MediaStorage;
  store: PluginStore;
  results: ResultsStore;
  processes: ProcessRunner;
}

/** What an edit stores: trimmed, without control characters (NUL, ESC, ...), so no export carries them. */
function cleaned<T extends string | undefined>(text: T): T {
  return (text === undefined ? text : withoutControlChars(text).trim()) as T;
}

/** The spec's /api/elastic calls over the results store. */
export function workspaceRoutes({ http, auth, clock, media, store, results, processes }: WorkspaceRouteDeps): void {
  const api = workspaceApi;
  const mediaTokens = createMediaTokens(store, auth, () => clock.now());

  const owned = (request: FastifyRequest, processId: string) => ownedResult(results, request, processId);

  function search(request: FastifyRequest, query: { userId?: number; limit: number; offset: number }, by: SegmentSearch): Promise<SegmentHit[]> {
    const userId = auth.actingUserId(request, query.userId);
    return results.search(userId, by, { limit: query.limit, offset: query.offset });
  }

  http.route(api.loadAudio, async (request, reply) => {
    const processId = request.params.x;
    const { t } = request.query;
    const tokenOwner = t ? await mediaTokens.ownerFor(t, processId) : undefined;
    if (tokenOwner === undefined) await auth.guard('user')(request, reply);
    const stored = tokenOwner !== undefined ? await results.get(tokenOwner, processId) : await owned(request, processId);
    if (!stored) throw new HttpError(404, `No result with process id '${processId}'.`);
    const info = await media.stat(stored.mediaKey);
    if (!info) throw new HttpError(404, 'The audio of this result is gone.');
    reply.header('content-type', await storedMediaType(media, stored.mediaKey, info.bytes)).header('x-content-type-options', 'nosniff');
    return sendMediaRange(reply, media, stored.mediaKey, info.bytes);
  });

  http.route(api.mediaToken, async (request) => {
    const { processId } = request.query;
    const issued = await mediaTokens.issue((await owned(request, processId)).userId, processId);
    return { ...issued, url: `/api/elastic/load_audio/${encodeURIComponent(processId)}?t=${issued.token}` };
  });

  http.route(api.editSegment, async (request) => {
    const { processId, position, text: queryText } = request.query;
    const { userId } = await owned(request, processId);
    const text = cleaned(request.body?.text ?? queryText);
    const spk = cleaned(request.body?.spk);
    if (text === undefined && spk === undefined) throw new HttpError(400, 'Send the new text (query or body) or a speaker name.', { text: 'Required.' });
    if (spk === '') throw new HttpError(400, 'The speaker name has no visible characters.', { spk: 'Required.' });
    const updated = await results.editSegment(userId, processId, position, { text, spk });
    if (!updated) throw new HttpError(404, `The result has no segment at position ${position}.`);
    return updated;
  });

  http.route(api.renameSpeaker, async (request) => {
    const { processId, from } = request.query;
    const to = cleaned(request.query.to);
    if (to === '') throw new HttpError(400, 'The new speaker name has no visible characters.', { to: 'Required.' });
    const { userId } = await owned(request, processId);
    const updated = await results.renameSpeaker(userId, processId, from, to);
    if (!updated) throw new HttpError(404, `No speaker '${from}' in this result.`);
    return updated;
  });

  http.route(api.byKeyword, async (request) => search(request, request.query, { kind: 'kw', value: request.query.kw }));
  http.route(api.bySpeaker, async (request) => search(request, request.query, { kind: 'spk', value: request.query.spk }));
  http.route(api.bySentence, async (request) => search(request, request.query, { kind: 'sent', value: request.query.sent }));
  http.route(api.byOa, async (request) => search(request, request.query, { kind: 'oa', value: request.query.oa }));

  http.route(api.all, async (request) => {
    const { userId, limit, offset } = request.query;
    return results.list(auth.actingUserId(request, userId), { limit, offset });
  });

  http.route(api.byFileName, async (request) => {
    const { userId, limit, offset, fn } = request.query;
    return results.list(auth.actingUserId(request, userId), { limit, offset }, fn);
  });

  http.route(api.fileNames, async (request) => results.fileNames(auth.actingUserId(request, request.query.userId)));

  http.route(api.byProcessId, async (request) => withoutMedia(await owned(request, request.query.processId)));

  http.route(api.remove, async (request) => {
    const { processId, userId } = request.query;
    const owner = (await ownedResult(results, request, processId, auth.actingUserId(request, userId))).userId;
    const removed = await results.delete(owner, processId);
    if (removed && !removed.stillUsed) await media.remove(removed.mediaKey).catch(() => {});
    return { message: 'The result and its audio are deleted.' };
  });

  http.route(api.redact, async (request) => {
    const { processId, userId, keepOriginal } = request.query;
    const stored = await ownedResult(results, request, processId, auth.actingUserId(request, userId));
    if (stored.status !== 'done') throw new HttpError(409, `The result is ${stored.status}: it can be redacted once it is done.`);
    const { text: _text, ...redactable } = stored;
    const { result, found, originalProcessId } = await redactResult({ results, media, processes }, redactable, { keepOriginal });
    return { result, found, originalProcessId };
  });

  http.route(api.stats, async (request) => results.stats(auth.actingUserId(request, request.query.userId)));
}

import { clientGone, HttpError } from '@speechdeck/core/server';
import { ownedResult } from '@speechdeck/plugin-workspace/server';
import { nerApi, type EntityHit } from '../../index.ts';
import { textEntitiesNow, transcriptEntitiesNow } from '../entities/entities-now.ts';
import type { NerDeps } from '../ner-deps.ts';
import { checkFinished } from '../transcript/finished-transcript.ts';
import { checkedSource, servedLanguage } from './checked-request.ts';

/**
 * POST /api/ner/entities (text or a transcript; the recognition is the call ner.entities-now) and
 * GET /api/ner/search (the segments that mention an entity).
 */
export function nerRoutes(deps: NerDeps): void {
  const { http, auth, results, store } = deps;
  http.route(nerApi.entities, async (request, reply) => {
    const { language, userId, ...body } = request.body;
    const source = checkedSource(body);
    if ('text' in source) {
      const served = servedLanguage(language ?? 'en');
      return { language: served, text: source.text, entities: await textEntitiesNow(deps, request.authUser!.id, source.text, served, clientGone(reply)) };
    }
    const ownerId = userId === undefined ? undefined : auth.actingUserId(request, userId);
    const result = await ownedResult(results, request, source.processId, ownerId);
    checkFinished(result);
    const served = servedLanguage(language ?? result.language);
    const { text, entities } = await transcriptEntitiesNow(deps, result.userId, result.processId, served, clientGone(reply));
    return { language: served, text, processId: result.processId, entities };
  });

  http.route(nerApi.search, async (request) => {
    const { type, text, userId, limit, offset } = request.query;
    if (!type && !text) throw new HttpError(400, 'Give a type, a text, or both.');
    const ownerId = auth.actingUserId(request, userId);
    const hits: EntityHit[] = [];
    const transcripts = new Map<string, Awaited<ReturnType<typeof results.get>>>();
    for (const found of await store.search(ownerId, { type, text }, { limit, offset })) {
      if (!transcripts.has(found.processId)) transcripts.set(found.processId, await results.get(ownerId, found.processId));
      const result = transcripts.get(found.processId);
      // A deleted result (or one recognized anew under the same id) no longer answers for what was found on it.
      if (!result || result.createdAt !== found.resultCreatedAt) {
        await store.forget(ownerId, found.processId);
        continue;
      }
      const segment = result.segments.find((s) => s.position === found.position);
      if (!segment) continue;
      const { words: _words, ...hit } = segment;
      hits.push({ ...hit, processId: result.processId, userId: result.userId, fn: result.fn, entities: found.entities.map(({ position, ...e }) => ({ ...e, segment: position })) });
    }
    return hits;
  });
}

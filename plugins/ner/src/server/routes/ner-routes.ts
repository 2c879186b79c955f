import { HttpError } from '@speechdeck/core/server';
import { ownedResult } from '@speechdeck/plugin-workspace/server';
import { nerApi, type EntityHit, type NerLanguage, type TranscriptEntity } from '../../index.ts';
import { recognizeEntities } from '../engines/recognize-entities.ts';
import type { NerDeps } from '../ner-deps.ts';
import { transcriptEntities } from '../transcript/transcript-entities.ts';
import { checkedSource, servedLanguage } from './checked-request.ts';

/** POST /api/ner/entities (text or a transcript) and GET /api/ner/search (the segments that mention an entity). */
export function nerRoutes({ http, auth, results, store }: NerDeps): void {
  http.route(nerApi.entities, async (request) => {
    const { language, userId, ...body } = request.body;
    const source = checkedSource(body);
    if ('text' in source) {
      const served = servedLanguage(language ?? 'en');
      return { language: served, text: source.text, entities: recognizeEntities(source.text, served) };
    }
    const ownerId = userId === undefined ? undefined : auth.actingUserId(request, userId);
    const result = await ownedResult(results, request, source.processId, ownerId);
    if (result.status !== 'done') throw new HttpError(409, `The transcript '${result.processId}' is not finished (${result.status}).`);
    const served = servedLanguage(language ?? result.language);
    const { text, entities } = transcriptEntities(result.segments, served);
    await keep(result.userId, result.processId, result.createdAt, entities, served);
    return { language: served, text, processId: result.processId, entities };
  });

  /** Keeps the entities for /api/ner/search, and their words as the segments' keywords for the workspace's search. */
  async function keep(userId: number, processId: string, createdAt: string, entities: readonly TranscriptEntity[], language: NerLanguage): Promise<void> {
    await store.replace(userId, processId, createdAt, entities.map(({ segment, type, text, start, end }) => ({ position: segment, type, text, start, end })));
    const words = new Map<number, string[]>();
    for (const entity of entities) {
      const list = words.get(entity.segment) ?? [];
      list.push(...(entity.text.toLocaleLowerCase(language).match(/[\p{L}\p{N}]+/gu) ?? []));
      words.set(entity.segment, list);
    }
    for (const [position, list] of words) await results.addKeywords(userId, processId, position, list);
  }

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

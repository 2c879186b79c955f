import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { NerLanguage, TranscriptEntity } from '../../index.ts';
import type { NerDeps } from '../ner-deps.ts';

/**
 * Keeps a transcript's entities for /api/ner/search, with the creation time of the result they
 * were found in, and their words as the segments' keywords for the workspace's search.
 */
export async function keepEntities(
  { store, results }: Pick<NerDeps, 'store' | 'results'>,
  { userId, processId, createdAt }: Pick<RecognitionResult, 'userId' | 'processId' | 'createdAt'>,
  entities: readonly TranscriptEntity[],
  language: NerLanguage,
): Promise<void> {
  await store.replace(userId, processId, createdAt, entities.map(({ segment, type, text, start, end }) => ({ position: segment, type, text, start, end })));
  const words = new Map<number, string[]>();
  for (const entity of entities) {
    const list = words.get(entity.segment) ?? [];
    list.push(...(entity.text.toLocaleLowerCase(language).match(/[\p{L}\p{N}]+/gu) ?? []));
    words.set(entity.segment, list);
  }
  for (const [position, list] of words) await results.addKeywords(userId, processId, position, list);
}

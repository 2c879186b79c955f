import { ENTITY_TYPES, type EntityType, type NamedEntity } from '../../index.ts';

export interface TypeScore {
  type: EntityType | 'ALL';
  /** Entities annotated, found, and found exactly (same type, same start and end). */
  gold: number;
  found: number;
  correct: number;
  precision: number;
  recall: number;
  f1: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/** Precision, recall and F1 per type (and over all types): an entity counts only when its type and both offsets match. */
export function scoreEntities(pairs: readonly { gold: readonly NamedEntity[]; found: readonly NamedEntity[] }[]): TypeScore[] {
  const key = (e: NamedEntity) => `${e.type}:${e.start}:${e.end}`;
  const counts = new Map<EntityType | 'ALL', { gold: number; found: number; correct: number }>();
  const bump = (type: EntityType | 'ALL', field: 'gold' | 'found' | 'correct') => {
    const count = counts.get(type) ?? { gold: 0, found: 0, correct: 0 };
    count[field]++;
    counts.set(type, count);
  };
  for (const { gold, found } of pairs) {
    const wanted = new Set(gold.map(key));
    for (const entity of gold) { bump(entity.type, 'gold'); bump('ALL', 'gold'); }
    for (const entity of found) {
      bump(entity.type, 'found'); bump('ALL', 'found');
      if (wanted.has(key(entity))) { bump(entity.type, 'correct'); bump('ALL', 'correct'); }
    }
  }
  return [...ENTITY_TYPES, 'ALL' as const].filter((type) => counts.has(type)).map((type) => {
    const { gold, found, correct } = counts.get(type)!;
    const precision = ratio(correct, found);
    const recall = ratio(correct, gold);
    return { type, gold, found, correct, precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
  });
}

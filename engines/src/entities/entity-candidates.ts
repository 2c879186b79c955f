import type { EntityType, NamedEntity } from './entity-types.ts';

/** A span a recognizer proposes; `rank` settles a tie between spans of the same length. */
export interface Candidate {
  type: EntityType;
  start: number;
  end: number;
  rank: number;
}

/** How sure each kind of proposal is: the shape of an address beats a name list beats a tagger's guess. */
export const RANK = { pattern: 4, measure: 3, gazetteer: 2, cue: 2, tagger: 1 } as const;

/**
 * One entity per stretch of text: the longest proposal wins (a "New York Times" organization over
 * its "New York" place, "$25" money over its "25" number), then the surest, then the first.
 */
export function resolveOverlaps(text: string, candidates: readonly Candidate[]): NamedEntity[] {
  const sorted = candidates
    .filter((c) => c.end > c.start)
    .sort((a, b) => b.end - b.start - (a.end - a.start) || b.rank - a.rank || a.start - b.start);
  const kept: Candidate[] = [];
  for (const candidate of sorted) {
    if (kept.some((k) => candidate.start < k.end && k.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end }) => ({ text: text.slice(start, end), type, start, end }));
}

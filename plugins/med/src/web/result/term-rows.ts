import { MEDICAL_CATEGORIES, type MedicalCategory } from '../../contract/medical-categories.ts';
import type { MedSegment } from '../../contract/med-api.ts';

export interface TermRow {
  /** The term as first said. */
  text: string;
  category: MedicalCategory;
  count: number;
  /** When it is first said, in seconds. */
  first: number;
}

/**
 * The result's terms, one row per term and kind, in the order they are first said: the same term
 * said again (in any case) counts on its first row.
 */
export function termRows(segments: readonly MedSegment[]): TermRow[] {
  const rows = new Map<string, TermRow>();
  for (const term of segments.flatMap((segment) => segment.terms)) {
    const key = `${term.category}:${term.text.toLocaleLowerCase()}`;
    const row = rows.get(key);
    if (row) {
      row.count++;
      row.first = Math.min(row.first, term.start);
    } else rows.set(key, { text: term.text, category: term.category, count: 1, first: term.start });
  }
  return [...rows.values()].sort((a, b) => a.first - b.first);
}

/** How many terms of each kind are said (every saying counts), in the kinds' order. */
export function categoryCounts(segments: readonly MedSegment[]): { category: MedicalCategory; count: number }[] {
  const terms = segments.flatMap((segment) => segment.terms);
  return MEDICAL_CATEGORIES.map((category) => ({ category, count: terms.filter((term) => term.category === category).length }));
}

/**
 * In time order, with only the strongest of any hits of one keyword whose times overlap: the same
 * occurrence found twice (by two pronunciations of the keyword, or in two overlapping pieces of a
 * long file) is one hit.
 */
export function strongestOfOverlapping<T extends { keyword: string; start: number; end: number }>(hits: readonly T[], strength: (hit: T) => number): T[] {
  const kept: T[] = [];
  for (const hit of [...hits].sort((a, b) => strength(b) - strength(a))) {
    if (!kept.some((other) => other.keyword === hit.keyword && other.start < hit.end && hit.start < other.end)) kept.push(hit);
  }
  return kept.sort((a, b) => a.start - b.start || a.keyword.localeCompare(b.keyword));
}

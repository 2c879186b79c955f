import type { RecognitionResult } from '@speechdeck/plugin-workspace';

export interface KeywordCount {
  keyword: string;
  /** Segments that carry it. */
  segments: number;
  /** Files it occurs in. */
  files: number;
}

/** The keywords of all the given results with how often they occur, most frequent first (ties alphabetical). */
export function aggregateKeywords(results: readonly Pick<RecognitionResult, 'processId' | 'segments'>[]): KeywordCount[] {
  const counts = new Map<string, { segments: number; files: Set<string> }>();
  for (const result of results) {
    for (const segment of result.segments) {
      // A keyword counts once per segment, however it is cased.
      for (const keyword of new Set(segment.kw.map((raw) => raw.trim().toLowerCase()))) {
        if (!keyword) continue;
        const entry = counts.get(keyword) ?? { segments: 0, files: new Set<string>() };
        entry.segments++;
        entry.files.add(result.processId);
        counts.set(keyword, entry);
      }
    }
  }
  return [...counts]
    .map(([keyword, entry]) => ({ keyword, segments: entry.segments, files: entry.files.size }))
    .sort((a, b) => b.segments - a.segments || b.files - a.files || a.keyword.localeCompare(b.keyword));
}

/**
 * One query key per endpoint, all under 'workspace' so a change (edit, rename, delete) can refresh
 * every list and search at once. The stt and kws pages read results through these too (one cache).
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  stats: () => ['workspace', 'stats'] as const,
  results: () => ['workspace', 'results'] as const,
  result: (processId: string) => ['workspace', 'result', processId] as const,
  mediaUrl: (processId: string) => ['workspace', 'media-url', processId] as const,
  searches: () => ['workspace', 'search'] as const,
  // With its page size when one is asked for: Analyze Results reads more hits than the workspace shows.
  byKeyword: (kw: string, limit?: number) => ['workspace', 'search', 'kw', kw, { limit }] as const,
  bySpeaker: (spk: string) => ['workspace', 'search', 'spk', spk] as const,
  bySentence: (sent: string) => ['workspace', 'search', 'sent', sent] as const,
  byOa: (oa: string) => ['workspace', 'search', 'oa', oa] as const,
  byFileName: (fn: string) => ['workspace', 'search', 'fn', fn] as const,
};

/**
 * One query key per endpoint, all under 'workspace' so a change (edit, rename, delete) can refresh
 * every list and search at once. The stt and kws pages use the same shapes for the same calls.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  results: () => ['workspace', 'results'] as const,
  result: (processId: string) => ['workspace', 'result', processId] as const,
  mediaUrl: (processId: string) => ['workspace', 'media-url', processId] as const,
  searches: () => ['workspace', 'search'] as const,
  byKeyword: (kw: string) => ['workspace', 'search', 'kw', kw] as const,
  bySpeaker: (spk: string) => ['workspace', 'search', 'spk', spk] as const,
  bySentence: (sent: string) => ['workspace', 'search', 'sent', sent] as const,
  byOa: (oa: string) => ['workspace', 'search', 'oa', oa] as const,
  byFileName: (fn: string) => ['workspace', 'search', 'fn', fn] as const,
};

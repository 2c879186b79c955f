/** The workspace calls this page makes, keyed as the workspace page keys them (one cache for both). */
export const workspaceKeys = {
  results: () => ['workspace', 'results'] as const,
  result: (processId: string) => ['workspace', 'result', processId] as const,
  mediaUrl: (processId: string) => ['workspace', 'media-url', processId] as const,
  // With its page size: the workspace page asks the same endpoint for fewer.
  byKeyword: (kw: string, limit: number) => ['workspace', 'search', 'kw', kw, { limit }] as const,
};

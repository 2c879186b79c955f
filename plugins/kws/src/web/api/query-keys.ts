/** The /kws page's own server state in the shell's one query cache (the results' are the workspace's). */
export const kwsKeys = {
  languages: ['kws', 'languages'] as const,
  spot: (id: string | null) => ['kws', 'spot', id] as const,
};

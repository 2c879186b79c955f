import { useQueries } from '@tanstack/react-query';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import { getResultQueryOptions, useWorkspaceClient } from '@speechdeck/plugin-workspace/web';

/**
 * Several whole results at once (GET /api/elastic/getRespByJustProcessIdFromElastic each), cached
 * one by one under the workspace's keys, so the workspace page reuses them.
 */
export function useManyResults(processIds: readonly string[]): { results: RecognitionResult[]; loaded: number; failed: number } {
  const client = useWorkspaceClient();
  return useQueries({
    queries: processIds.map((processId) => getResultQueryOptions(client, processId)),
    combine: (queries) => ({
      results: queries.flatMap((query) => (query.data ? [query.data] : [])),
      loaded: queries.filter((query) => !query.isPending).length,
      failed: queries.filter((query) => query.isError).length,
    }),
  });
}

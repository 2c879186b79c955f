import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { RecognitionResult, WorkspaceClient } from '@speechdeck/core';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '@speechdeck/core/web';

/** GET /api/elastic/getRespByJustProcessIdFromElastic: one whole result (with its segments' keywords). */
export const getResult = (client: WorkspaceClient, processId: string) => client.byProcessId(processId);

export const getResultQueryOptions = (client: WorkspaceClient, processId: string) =>
  queryOptions({ queryKey: workspaceKeys.result(processId), queryFn: () => getResult(client, processId) });

export function useResult(processId: string) {
  return useQuery(getResultQueryOptions(useWorkspaceClient(), processId));
}

/** Several whole results at once (cached one by one, so the workspace page reuses them). */
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

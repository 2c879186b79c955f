import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceClient } from '../../index.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';
import { workspaceKeys } from './query-keys.ts';

/** GET /api/elastic/stats: the user's files, minutes recognized and recent jobs. */
export const getStats = (client: WorkspaceClient) => client.stats();

export const getStatsQueryOptions = (client: WorkspaceClient) =>
  queryOptions({
    queryKey: workspaceKeys.stats(),
    queryFn: () => getStats(client),
    // Followed every 2 s while a job of the user's is queued or running.
    refetchInterval: (query) => {
      const byStatus = query.state.data?.byStatus ?? {};
      return (byStatus.queued ?? 0) + (byStatus.running ?? 0) > 0 ? 2000 : false;
    },
  });

/** The counts widget shows a failure in its place (the host's words): no toast repeats it. */
export function useStats() {
  return useQuery({ ...getStatsQueryOptions(useWorkspaceClient()), meta: { quiet: true } });
}

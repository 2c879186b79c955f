import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListPolling } from '@speechdeck/core/web';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getResponseFromElastic: the user's results, newest first. */
export const RESULTS_LIMIT = workspaceApi.all.query!.shape.limit.parse(undefined);

export const getResults = (client: WorkspaceClient) => client.all({ limit: RESULTS_LIMIT });

export const getResultsQueryOptions = (client: WorkspaceClient) =>
  queryOptions({
    queryKey: workspaceKeys.results(),
    queryFn: () => getResults(client),
    // While a job of the user's is still running, its row follows it.
    ...jobListPolling(),
  });

export function useResults() {
  return useQuery(getResultsQueryOptions(useWorkspaceClient()));
}

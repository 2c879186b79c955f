import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '@speechdeck/core';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '@speechdeck/core/web';

/** GET /api/elastic/getResponseFromElastic: the user's results (summaries), newest first. */
const LIMIT = workspaceApi.all.query!.shape.limit.parse(undefined);

export const getResults = (client: WorkspaceClient) => client.all({ limit: LIMIT });

export const getResultsQueryOptions = (client: WorkspaceClient) =>
  queryOptions({ queryKey: workspaceKeys.results(), queryFn: () => getResults(client) });

export function useResults() {
  return useQuery(getResultsQueryOptions(useWorkspaceClient()));
}

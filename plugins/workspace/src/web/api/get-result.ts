import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getRespByJustProcessIdFromElastic: one whole result. */
export const getResult = (client: WorkspaceClient, processId: string) => client.byProcessId(processId);

export const getResultQueryOptions = (client: WorkspaceClient, processId: string) =>
  queryOptions({ queryKey: workspaceKeys.result(processId), queryFn: () => getResult(client, processId) });

/** For a page that shows the failure in place of the result (the host's words): no toast repeats it. */
export function useResult(processId: string) {
  return useQuery({ ...getResultQueryOptions(useWorkspaceClient(), processId), meta: { quiet: true } });
}

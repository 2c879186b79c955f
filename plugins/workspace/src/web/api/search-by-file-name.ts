import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getResponseByFn?fn=: the user's results whose file name contains the text. */
export const searchByFileNameText = workspaceApi.byFileName.query!.shape.fn;

export const searchByFileName = (client: WorkspaceClient, fn: string) => client.byFileName(fn);

export const searchByFileNameQueryOptions = (client: WorkspaceClient, fn: string) =>
  queryOptions({ queryKey: workspaceKeys.byFileName(fn), queryFn: () => searchByFileName(client, fn) });

export function useSearchByFileName(fn: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchByFileNameQueryOptions(client, fn ?? ''), enabled: fn !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getRespByOaFromElastic?oa=: Segments with an analysis label (positive, negative, neutral). */
export const searchByOaText = workspaceApi.byOa.query!.shape.oa;

export const searchByOa = (client: WorkspaceClient, oa: string) => client.byOa(oa);

export const searchByOaQueryOptions = (client: WorkspaceClient, oa: string) =>
  queryOptions({ queryKey: workspaceKeys.byOa(oa), queryFn: () => searchByOa(client, oa) });

export function useSearchByOa(oa: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchByOaQueryOptions(client, oa ?? ''), enabled: oa !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';
import { workspaceKeys } from './query-keys.ts';

/** GET /api/elastic/getRespByKeywordFromElastic?kw=: Segments whose keywords or text contain the keyword. */
export const searchByKeywordText = workspaceApi.byKeyword.query!.shape.kw;

/** `limit`: at most this many hits (the endpoint's default page otherwise). */
export const searchByKeyword = (client: WorkspaceClient, kw: string, limit?: number) => client.byKeyword(kw, { limit });

export const searchByKeywordQueryOptions = (client: WorkspaceClient, kw: string, limit?: number) =>
  queryOptions({ queryKey: workspaceKeys.byKeyword(kw, limit), queryFn: () => searchByKeyword(client, kw, limit) });

/** No call while `kw` is null (nothing chosen yet). */
export function useSearchByKeyword(kw: string | null, { limit }: { limit?: number } = {}) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchByKeywordQueryOptions(client, kw ?? '', limit), enabled: kw !== null });
}

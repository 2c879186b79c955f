import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '@speechdeck/core';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '@speechdeck/core/web';

/** GET /api/elastic/getRespByKeywordFromElastic?kw=: Segments whose keywords or text contain the keyword. */
export const searchByKeywordText = workspaceApi.byKeyword.query!.shape.kw;

export const searchByKeyword = (client: WorkspaceClient, kw: string) => client.byKeyword(kw);

export const searchByKeywordQueryOptions = (client: WorkspaceClient, kw: string) =>
  queryOptions({ queryKey: workspaceKeys.byKeyword(kw), queryFn: () => searchByKeyword(client, kw) });

export function useSearchByKeyword(kw: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchByKeywordQueryOptions(client, kw ?? ''), enabled: kw !== null });
}

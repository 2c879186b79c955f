import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '@speechdeck/core';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '@speechdeck/core/web';

/** GET /api/elastic/getRespByKeywordFromElastic?kw=: segments whose keywords or text contain the keyword. */
export const keywordText = workspaceApi.byKeyword.query!.shape.kw;

/** As many hits as the endpoint gives in one page. */
const HITS_LIMIT = 500;

export const searchByKeyword = (client: WorkspaceClient, kw: string) => client.byKeyword(kw, { limit: HITS_LIMIT });

export const searchByKeywordQueryOptions = (client: WorkspaceClient, kw: string) =>
  queryOptions({ queryKey: workspaceKeys.byKeyword(kw, HITS_LIMIT), queryFn: () => searchByKeyword(client, kw) });

export function useSearchByKeyword(kw: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchByKeywordQueryOptions(client, kw ?? ''), enabled: kw !== null });
}

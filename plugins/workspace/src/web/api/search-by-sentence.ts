import { queryOptions, useQuery } from '@tanstack/react-query';
import { workspaceApi, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** GET /api/elastic/getRespBySentTextFromElastic?sent=: Full-text search over the segments' text (words, prefix*, "phrases"). */
export const searchBySentenceText = workspaceApi.bySentence.query!.shape.sent;

export const searchBySentence = (client: WorkspaceClient, sent: string) => client.bySentence(sent);

export const searchBySentenceQueryOptions = (client: WorkspaceClient, sent: string) =>
  queryOptions({ queryKey: workspaceKeys.bySentence(sent), queryFn: () => searchBySentence(client, sent) });

export function useSearchBySentence(sent: string | null) {
  const client = useWorkspaceClient();
  return useQuery({ ...searchBySentenceQueryOptions(client, sent ?? ''), enabled: sent !== null });
}

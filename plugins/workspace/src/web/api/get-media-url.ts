import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceClient } from '../../index.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';
import { workspaceKeys } from './query-keys.ts';

/** POST /api/elastic/mediaToken: a URL an <audio> element can play the result's audio from (it carries a media token). */
export const getMediaUrl = (client: WorkspaceClient, processId: string) => client.mediaUrl(processId);

/** Media tokens last an hour: a URL older than this is asked for again. */
const MEDIA_URL_STALE_MS = 45 * 60 * 1000;

export const getMediaUrlQueryOptions = (client: WorkspaceClient, processId: string) =>
  queryOptions({ queryKey: workspaceKeys.mediaUrl(processId), queryFn: () => getMediaUrl(client, processId), staleTime: MEDIA_URL_STALE_MS });

export function useMediaUrl(processId: string) {
  return useQuery(getMediaUrlQueryOptions(useWorkspaceClient(), processId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceClient } from '@speechdeck/core';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from './use-workspace-client.ts';

/** Media tokens last an hour: a URL older than this is asked for again. */
const MEDIA_URL_STALE_MS = 45 * 60 * 1000;

/** POST /api/elastic/mediaToken: a URL an <audio> element can play the result's audio from. */
export const getMediaUrl = (client: WorkspaceClient, processId: string) => client.mediaUrl(processId);

export const getMediaUrlQueryOptions = (client: WorkspaceClient, processId: string) =>
  queryOptions({ queryKey: workspaceKeys.mediaUrl(processId), queryFn: () => getMediaUrl(client, processId), staleTime: MEDIA_URL_STALE_MS });

export function useMediaUrl(processId: string) {
  return useQuery(getMediaUrlQueryOptions(useWorkspaceClient(), processId));
}

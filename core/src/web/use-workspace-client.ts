import { useMemo } from 'react';
import { createWorkspaceClient, type WorkspaceClient } from '../clients/workspace-client.ts';
import { usePlatform } from './platform-context.tsx';

/** The workspace API client over the shell's one HTTP client (the stt, workspace and kws pages all read results). */
export function useWorkspaceClient(): WorkspaceClient {
  const { http } = usePlatform();
  return useMemo(() => createWorkspaceClient(http), [http]);
}

/** Media tokens last an hour: a URL older than this is asked for again. */
const MEDIA_URL_STALE_MS = 45 * 60 * 1000;

/**
 * The query for a URL an <audio> element can play a result from (POST /api/elastic/mediaToken),
 * under one key, so every page shares the cached URL.
 */
export function mediaUrlQuery(client: WorkspaceClient, processId: string) {
  return {
    queryKey: ['workspace', 'media-url', processId] as const,
    queryFn: () => client.mediaUrl(processId),
    staleTime: MEDIA_URL_STALE_MS,
  };
}

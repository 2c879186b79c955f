import { useQuery } from '@tanstack/react-query';
import { useWorkspaceClient } from '../use-stt-client.ts';

/** Media tokens last an hour: ask for a new URL well before that. */
const MEDIA_URL_STALE_MS = 45 * 60 * 1000;

/** A URL the <audio> element can play the result's audio from (it carries a media token). */
export function useMediaUrl(processId: string | null) {
  const workspace = useWorkspaceClient();
  return useQuery({
    queryKey: ['workspace', 'media-url', processId],
    queryFn: () => workspace.mediaUrl(processId!),
    enabled: processId !== null,
    staleTime: MEDIA_URL_STALE_MS,
  });
}

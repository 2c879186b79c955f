import { useQuery } from '@tanstack/react-query';
import { mediaUrlQuery, useWorkspaceClient } from '@speechdeck/core/web';

/** POST /api/elastic/mediaToken: a URL an <audio> element can play the result's audio from. */
export function useMediaUrl(processId: string) {
  return useQuery(mediaUrlQuery(useWorkspaceClient(), processId));
}

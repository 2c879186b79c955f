import { useQuery } from '@tanstack/react-query';
import { AUDIO_CONTENT_TYPES } from '@speechdeck/plugin-tts';
import type { CloneJob } from '../../contract/vc-api.ts';
import { vcKeys } from '../api/query-keys.ts';
import { useVcClient } from '../api/use-vc-client.ts';

/**
 * A finished clone's audio (GET /api/vc/clone/{id}/audio) as a Blob: the call needs the session's
 * token, which an <audio src> cannot send, so the page fetches it once for the player and the download.
 */
export function useCloneAudio(job: Pick<CloneJob, 'id' | 'status' | 'format'>) {
  const vc = useVcClient();
  return useQuery({
    queryKey: vcKeys.audio(job.id),
    queryFn: async () => new Blob([await vc.audio(job.id)], { type: AUDIO_CONTENT_TYPES[job.format] }),
    enabled: job.status === 'done',
    // A stored clone's audio never changes; it leaves memory a minute after its player closes.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/**
 * GET /api/sv/analyses/{id}/audio as a Blob, for an analysis reopened from the list: the call needs
 * the session's token, which an <audio src> cannot send. Null `id` asks nothing (the page still
 * holds the recording it sent).
 */
export function useAnalysisAudio(id: string | null) {
  const sv = useSvClient();
  return useQuery({
    queryKey: svKeys.analysisAudio(id ?? ''),
    queryFn: async () => new Blob([await sv.analysisAudio(id!)]),
    enabled: id !== null,
    // A stored recording never changes; it leaves memory a minute after its player closes.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

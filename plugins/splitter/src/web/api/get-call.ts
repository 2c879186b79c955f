import { useQuery } from '@tanstack/react-query';
import type { CallRecognition } from '../../contract/splitter-api.ts';
import { useSplitterClient } from './use-splitter-client.ts';

/** How often a queued or running call recognition is asked for its progress. */
export const CALL_POLL_MS = 700;

/** Done or failed: it changes no more by itself. */
export const callSettled = (call: Pick<CallRecognition, 'status'> | undefined) => call?.status === 'done' || call?.status === 'failed';

/** GET /api/splitter/recognize/{id}, polled until it settles. */
export function useCallRecognition(id: string | null) {
  const splitter = useSplitterClient();
  return useQuery({
    queryKey: ['splitter', 'call', id],
    queryFn: () => splitter.recognition(id!),
    enabled: id !== null,
    // The page shows a failed poll itself, inline.
    meta: { quiet: true },
    refetchInterval: (query) => (callSettled(query.state.data) ? false : CALL_POLL_MS),
    staleTime: (query) => (callSettled(query.state.data) ? Infinity : 0),
  });
}

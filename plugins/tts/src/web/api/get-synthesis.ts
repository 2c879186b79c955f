import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';
import { isFinished } from './synthesis-status.ts';

/** How often a running job is asked for its progress. */
export const POLL_INTERVAL_MS = 700;

/** GET /api/tts/synthesize/{id}: a stored synthesis's state, polled until it is done or failed. */
export const getSynthesis = (client: TtsClient, id: string) => client.synthesis(id);

export const getSynthesisQueryOptions = (client: TtsClient, id: string) =>
  queryOptions({
    queryKey: ttsKeys.synthesis(id),
    queryFn: () => getSynthesis(client, id),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_INTERVAL_MS),
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });

/** No call while `id` is null. The page shows a failed poll in the progress panel. */
export function useSynthesis(id: string | null) {
  const client = useTtsClient();
  return useQuery({ ...getSynthesisQueryOptions(client, id ?? ''), enabled: id !== null, meta: { quiet: true } });
}

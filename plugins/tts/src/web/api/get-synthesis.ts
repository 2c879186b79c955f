import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import type { Synthesis } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';
import { isFinished } from './synthesis-status.ts';

const POLL = { fastMs: 300, fastPolls: 10, slowMs: 1000 } as const;

/**
 * When a synthesis's state is asked for again, after `answers` answers: often at first, since a
 * short text is done within a second or two and the page should not keep its user waiting for
 * the next poll; then about once a second while a long one runs; never once it is finished.
 */
export function nextPoll(synthesis: Pick<Synthesis, 'status'> | undefined, answers: number): number | false {
  if (isFinished(synthesis)) return false;
  return answers < POLL.fastPolls ? POLL.fastMs : POLL.slowMs;
}

/** GET /api/tts/synthesize/{id}: a stored synthesis's state, polled until it is done or failed. */
export const getSynthesis = (client: TtsClient, id: string) => client.synthesis(id);

export const getSynthesisQueryOptions = (client: TtsClient, id: string) =>
  queryOptions({
    queryKey: ttsKeys.synthesis(id),
    queryFn: () => getSynthesis(client, id),
    refetchInterval: (query) => nextPoll(query.state.data, query.state.dataUpdateCount),
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });

/** No call while `id` is null. The page shows a failed poll in the progress panel. */
export function useSynthesis(id: string | null) {
  const client = useTtsClient();
  return useQuery({ ...getSynthesisQueryOptions(client, id ?? ''), enabled: id !== null, meta: { quiet: true } });
}

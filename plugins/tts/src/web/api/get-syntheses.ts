import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobSettled } from '@speechdeck/core/web';
import type { TtsClient } from '../../client/tts-client.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';

/** GET /api/tts/synthesize: the user's stored syntheses, newest first. */
export const getSyntheses = (client: TtsClient) => client.syntheses().then((answer) => answer.syntheses);

export const getSynthesesQueryOptions = (client: TtsClient) =>
  queryOptions({
    queryKey: ttsKeys.syntheses(),
    queryFn: () => getSyntheses(client),
    // While one of them runs, its row follows it.
    refetchInterval: (query) => (query.state.data?.some((synthesis) => !jobSettled(synthesis)) ? 1500 : false),
  });

/** The list shows a failure in its place: no toast repeats it. */
export function useSyntheses() {
  return useQuery({ ...getSynthesesQueryOptions(useTtsClient()), meta: { quiet: true } });
}

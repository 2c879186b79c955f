import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListPolling } from '@speechdeck/core/web';
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
    ...jobListPolling(),
  });

/** The list shows a failure in its place: no toast repeats it. */
export function useSyntheses() {
  return useQuery({ ...getSynthesesQueryOptions(useTtsClient()), meta: { quiet: true } });
}

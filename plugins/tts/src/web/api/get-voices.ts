import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';

/** GET /api/tts/voices: the voices this host serves; they change only when it restarts. */
export const getVoices = (client: TtsClient) => client.voices().then((answer) => answer.voices);

export const getVoicesQueryOptions = (client: TtsClient) =>
  queryOptions({ queryKey: ttsKeys.voices(), queryFn: () => getVoices(client), staleTime: 5 * 60_000 });

/** The page shows a failure in the pickers' place (with a retry): no toast repeats it. */
export function useVoices() {
  return useQuery({ ...getVoicesQueryOptions(useTtsClient()), meta: { quiet: true } });
}

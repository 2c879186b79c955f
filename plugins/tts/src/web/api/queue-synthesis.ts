import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import type { SynthesisRequest } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';

/** POST /api/tts/synthesizeQueue: long text as a job; answers its id, whose state the page then follows. */
export const queueSynthesis = (client: TtsClient, request: SynthesisRequest) => client.synthesizeQueue(request);

export function useQueueSynthesis() {
  const client = useTtsClient();
  const queryClient = useQueryClient();
  return useMutation({
    // Shown beside the button, like a failed synchronous synthesis.
    meta: { quiet: true },
    mutationFn: (request: SynthesisRequest) => queueSynthesis(client, request),
    // The recent list shows the new job at once, and follows it while it runs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ttsKeys.syntheses() }),
  });
}

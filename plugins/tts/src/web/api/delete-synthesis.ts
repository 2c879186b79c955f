import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import type { Synthesis } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';

/** DELETE /api/tts/synthesize/{id}: removes a stored synthesis and its audio (stopping it if it runs). */
export const deleteSynthesis = (client: TtsClient, id: string) => client.deleteSynthesis(id);

export function useDeleteSynthesis() {
  const client = useTtsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSynthesis(client, id),
    onSuccess: (_answer, id) => {
      // Gone from the list at once; the refetch confirms it.
      queryClient.setQueryData<Synthesis[]>(ttsKeys.syntheses(), (list) => list?.filter((synthesis) => synthesis.id !== id));
      queryClient.removeQueries({ queryKey: ttsKeys.synthesis(id) });
      queryClient.removeQueries({ queryKey: ttsKeys.audio(id) });
      return queryClient.invalidateQueries({ queryKey: ttsKeys.syntheses() });
    },
  });
}

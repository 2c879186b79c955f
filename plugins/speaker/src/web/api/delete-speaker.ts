import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SvClient } from '../../client/sv-client.ts';
import type { EnrolledSpeaker } from '../../contract/sv-api.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

const sameName = (a: string, b: string) => a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');

/** DELETE /api/sv/delSpeaker: removes an enrolled speaker, its voiceprint and its clips. */
export const deleteSpeaker = (client: SvClient, spk: string) => client.deleteSpeaker(spk);

/** A refusal is toasted with the host's words; the list keeps the speaker. */
export function useDeleteSpeaker() {
  const client = useSvClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spk: string) => deleteSpeaker(client, spk),
    onSuccess: (_answer, spk) => {
      // Gone from the list at once; the refetch confirms it.
      queryClient.setQueryData<EnrolledSpeaker[]>(svKeys.speakers, (list) => list?.filter((speaker) => !sameName(speaker.spk, spk)));
      return queryClient.invalidateQueries({ queryKey: svKeys.speakers });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** POST /api/elastic/redact: personal data replaced by tags in the text and silenced in the audio. */
export const redactResult = (client: WorkspaceClient, processId: string, keepOriginal: boolean) => client.redact(processId, { keepOriginal });

export function useRedactResult() {
  const client = useWorkspaceClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processId, keepOriginal }: { processId: string; keepOriginal: boolean }) => redactResult(client, processId, keepOriginal),
    onSuccess: ({ result }, { processId }) => {
      queryClient.setQueryData(workspaceKeys.result(processId), result);
      // The audio is another file now: a new media URL, so the player loads it (not the cached original).
      queryClient.removeQueries({ queryKey: workspaceKeys.mediaUrl(processId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.mediaUrl(processId) }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.results() }),
      ]);
    },
  });
}

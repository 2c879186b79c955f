import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultSummary, WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** POST /api/elastic/deleteResponseFromElastic: removes a result and its audio. */
export const deleteResult = (client: WorkspaceClient, processId: string) => client.remove(processId);

export function useDeleteResult() {
  const client = useWorkspaceClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (processId: string) => deleteResult(client, processId),
    onSuccess: (_answer, processId) => {
      // Gone from the list at once; the refetch below confirms it.
      queryClient.setQueryData<ResultSummary[]>(workspaceKeys.results(), (results) => results?.filter((result) => result.processId !== processId));
      queryClient.removeQueries({ queryKey: workspaceKeys.result(processId) });
      queryClient.removeQueries({ queryKey: workspaceKeys.mediaUrl(processId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.results() }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceApi, type RecognitionResult, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** POST /api/elastic/renameSpeaker: renames a speaker across one result. */
export const renameSpeakerTo = workspaceApi.renameSpeaker.query!.shape.to;

export interface RenameSpeakerInput {
  processId: string;
  from: string;
  to: string;
}

export const renameSpeaker = (client: WorkspaceClient, { processId, from, to }: RenameSpeakerInput) => client.renameSpeaker(processId, from, to);

export function useRenameSpeaker() {
  const client = useWorkspaceClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameSpeakerInput) => renameSpeaker(client, input),
    onSuccess: (result: RecognitionResult) => {
      queryClient.setQueryData(workspaceKeys.result(result.processId), result);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.results() }),
      ]);
    },
  });
}

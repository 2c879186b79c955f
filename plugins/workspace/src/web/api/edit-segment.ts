import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceApi, type RecognitionResult, type WorkspaceClient } from '../../index.ts';
import { workspaceKeys } from './query-keys.ts';
import { useWorkspaceClient } from '../use-workspace-client.ts';

/** POST /api/elastic/editResponseFromElastic: replaces one segment's text; searchable at once. */
export const editSegmentText = workspaceApi.editSegment.query!.shape.text.unwrap();

export interface EditSegmentInput {
  processId: string;
  position: number;
  text: string;
}

export const editSegment = (client: WorkspaceClient, { processId, position, text }: EditSegmentInput) =>
  client.editSegment(processId, position, { text });

export function useEditSegment() {
  const client = useWorkspaceClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The editor shows the failure under the text; a toast would say it again.
    meta: { quiet: true },
    mutationFn: (input: EditSegmentInput) => editSegment(client, input),
    onSuccess: (result: RecognitionResult) => {
      queryClient.setQueryData(workspaceKeys.result(result.processId), result);
      // Every search and the files' previews may read the old text.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.results() }),
      ]);
    },
  });
}

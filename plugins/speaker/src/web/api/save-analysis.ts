import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '@speechdeck/plugin-workspace/web';
import type { SpeakerAnalysis } from '../../contract/sv-api.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** POST /api/sv/analyses/{id}/save: the finished analysis becomes a workspace result; answers its processId. */
export function useSaveAnalysis() {
  const sv = useSvClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The page shows the failure beside the button.
    meta: { quiet: true },
    mutationFn: (id: string) => sv.saveAnalysis(id),
    onSuccess: ({ processId }, id) => {
      // The analysis now names its workspace result; the workspace's lists and searches hold one more.
      queryClient.setQueryData<SpeakerAnalysis>(svKeys.analysis(id), (analysis) => analysis && { ...analysis, processId });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: svKeys.analyses }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakerAnalysis } from '../../contract/sv-api.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** DELETE /api/sv/analyses/{id}: the analysis and its recording go (a running one is stopped). */
export function useDeleteAnalysis() {
  const sv = useSvClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sv.deleteAnalysis(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SpeakerAnalysis[]>(svKeys.analyses, (analyses) => analyses?.filter((analysis) => analysis.id !== id));
      queryClient.removeQueries({ queryKey: svKeys.analysis(id) });
      queryClient.removeQueries({ queryKey: svKeys.analysisAudio(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: svKeys.analyses }),
  });
}

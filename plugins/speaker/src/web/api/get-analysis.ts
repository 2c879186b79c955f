import { useQuery } from '@tanstack/react-query';
import type { AnalysisKind, SpeakerAnalysis } from '../../contract/sv-api.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** How often a queued or running diarization or tracking is asked for its progress. */
export const ANALYSIS_POLL_MS = 700;

/** Done or failed: it changes no more by itself. */
export const analysisSettled = (analysis: Pick<SpeakerAnalysis, 'status'> | undefined) => analysis?.status === 'done' || analysis?.status === 'failed';

/**
 * GET /api/sv/diarize/{id} or GET /api/sv/track/{id}, by the analysis' kind (both answer the same
 * shape), polled every 700 ms until it settles.
 */
export function useAnalysis(analysis: { id: string; kind: AnalysisKind } | null) {
  const sv = useSvClient();
  return useQuery({
    queryKey: svKeys.analysis(analysis?.id ?? null),
    queryFn: () => (analysis!.kind === 'track' ? sv.tracking(analysis!.id) : sv.diarization(analysis!.id)),
    enabled: analysis !== null,
    // The page shows a failed poll itself, inline.
    meta: { quiet: true },
    refetchInterval: (query) => (analysisSettled(query.state.data) ? false : ANALYSIS_POLL_MS),
    staleTime: (query) => (analysisSettled(query.state.data) ? Infinity : 0),
  });
}

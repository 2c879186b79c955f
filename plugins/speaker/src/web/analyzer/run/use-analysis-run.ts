import { useQueryClient } from '@tanstack/react-query';
import { useJobRun, usePlatform } from '@speechdeck/core/web';
import type { AnalysisKind } from '../../../contract/sv-api.ts';
import { diarizeRecording } from '../../api/diarize-recording.ts';
import { useDeleteAnalysis } from '../../api/delete-analysis.ts';
import { svKeys } from '../../api/query-keys.ts';
import { trackRecording } from '../../api/track-recording.ts';
import { useSvClient } from '../../api/use-sv-client.ts';
import type { Clip } from '../../clip/clip.ts';
import type { AnalysisOptions } from '../options/analysis-options.ts';
import { keptAnalysis, readKeptAnalysis, type AnalysisRef } from './kept-analysis.ts';

/** The analysis the page shows, and the recording it was sent from when it was sent from here (played without fetching it back). */
export interface ShownAnalysis extends AnalysisRef {
  file: File | null;
}

/**
 * One diarization or tracking from the page (core's useJobRun): send the recording with its
 * upload's progress, then follow the job, read by the call of its kind (GET /api/sv/diarize/{id} or
 * /api/sv/track/{id}, one shape). Cancel stops the upload, or deletes the job once it is queued (the
 * host stops it). An analysis shown again later has its recording fetched from the host.
 */
export function useAnalysisRun() {
  const { http } = usePlatform();
  const sv = useSvClient();
  const queryClient = useQueryClient();
  const remove = useDeleteAnalysis();
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: svKeys.analyses });
  const run = useJobRun({
    page: 'speaker-analysis',
    start: async ({ input: { file }, options }: { input: Clip; options: AnalysisOptions }, { sendFile }): Promise<AnalysisRef> => {
      const send = options.kind === 'track' ? trackRecording : diarizeRecording;
      const { id } = await sendFile(file.size, (call) => send(http, file, { speakers: options.speakers ?? undefined, ...call }));
      return { id, kind: options.kind };
    },
    jobOf: keptAnalysis,
    queryKey: (kept) => svKeys.analysis(readKeptAnalysis(kept)?.id ?? null),
    read: (kept) => {
      const { id, kind } = readKeptAnalysis(kept)!;
      return kind === 'track' ? sv.tracking(id) : sv.diarization(id);
    },
    onStarted: refreshList,
    onSettled: refreshList,
  });

  const ref = readKeptAnalysis(run.id);
  // The recording is in memory only while this page holds the upload that sent it.
  const shown: ShownAnalysis | null = ref && { ...ref, file: run.startedHere ? run.submitted?.input.file ?? null : null };

  return {
    ...run,
    shown,
    cancelling: remove.isPending,
    /** Stops the upload, or deletes the queued or running job. */
    cancel: () => {
      if (run.submitting) run.cancel();
      else if (shown && run.running) remove.mutate(shown.id, { onSuccess: run.clear });
    },
    /** Shows a stored analysis (from the recent list), whose recording is fetched from the host. */
    open: (id: string, kind: AnalysisKind) => run.open(keptAnalysis({ id, kind })),
  };
}

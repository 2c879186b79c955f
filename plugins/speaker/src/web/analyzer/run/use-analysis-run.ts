import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForgetGoneJob, useKeptJob, usePlatform, useUpload } from '@speechdeck/core/web';
import type { AnalysisKind } from '../../../contract/sv-api.ts';
import { diarizeRecording } from '../../api/diarize-recording.ts';
import { analysisSettled, useAnalysis } from '../../api/get-analysis.ts';
import { useDeleteAnalysis } from '../../api/delete-analysis.ts';
import { svKeys } from '../../api/query-keys.ts';
import { trackRecording } from '../../api/track-recording.ts';
import type { Clip } from '../../clip/clip.ts';
import type { AnalysisOptions } from '../options/analysis-options.ts';
import { keptAnalysis, readKeptAnalysis, type AnalysisRef } from './kept-analysis.ts';

/** The analysis the page shows, and the recording it was sent from when it was sent from here (played without fetching it back). */
export interface ShownAnalysis extends AnalysisRef {
  file: File | null;
}

/**
 * One diarization or tracking from the page: send the recording with its upload's progress, then
 * poll the job until it is done or failed. Cancel stops the upload, or deletes the job once it is
 * queued (the host stops it). The analysis shown is kept for the user (core's useKeptJob): back on
 * the page, it shows again with its progress or its result, its recording fetched from the host.
 */
export function useAnalysisRun() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const { upload, sendFile, cancel: cancelUpload, clear: clearUpload } = useUpload();
  const [kept, keep] = useKeptJob('speaker-analysis');
  const remove = useDeleteAnalysis();

  const submit = useMutation({
    // The page shows these failures itself, inline.
    meta: { quiet: true },
    mutationFn: async ({ input, options }: { input: Clip; options: AnalysisOptions }): Promise<ShownAnalysis> => {
      const { file } = input;
      const send = options.kind === 'track' ? trackRecording : diarizeRecording;
      const { id } = await sendFile(file.size, (call) => send(http, file, { speakers: options.speakers ?? undefined, ...call }));
      return { id, kind: options.kind, file };
    },
    onSuccess: (sent) => {
      keep(keptAnalysis(sent));
      void queryClient.invalidateQueries({ queryKey: svKeys.analyses });
    },
  });

  const keptRef = readKeptAnalysis(kept);
  // The recording is in memory only while this page holds the upload that sent it.
  const shown: ShownAnalysis | null = keptRef && { ...keptRef, file: submit.data?.id === keptRef.id ? submit.data.file : null };
  const job = useAnalysis(shown);
  useForgetGoneJob(job.error, keep);
  const analysis = shown ? job.data ?? null : null;
  // Before its first answer, only one sent from here is known to run (one opened from the list is done).
  const jobRunning = shown !== null && (shown.file !== null || job.data !== undefined) && !analysisSettled(job.data) && !job.error;

  // The recent list shows each analysis' status: refresh it once this one has settled.
  const settled = analysisSettled(job.data) ? job.data!.id : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: svKeys.analyses });
  }, [settled, queryClient]);

  const clear = () => {
    submit.reset();
    clearUpload();
    keep(null);
  };

  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    uploading: submit.isPending,
    shown,
    analysis,
    pollError: job.error,
    running: submit.isPending || jobRunning,
    cancelling: remove.isPending,
    /** Stops the upload, or deletes the queued or running job. */
    cancel: () => {
      if (submit.isPending) cancelUpload();
      else if (shown && jobRunning) remove.mutate(shown.id, { onSuccess: clear });
    },
    /** Shows a stored analysis (from the recent list), whose recording is fetched from the host. */
    open: (id: string, kind: AnalysisKind) => {
      submit.reset();
      clearUpload();
      keep(keptAnalysis({ id, kind }));
    },
    clear,
  };
}

import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@speechdeck/core/web';
import type { AnalysisKind } from '../../../contract/sv-api.ts';
import { diarizeRecording } from '../../api/diarize-recording.ts';
import { analysisSettled, useAnalysis } from '../../api/get-analysis.ts';
import { useDeleteAnalysis } from '../../api/delete-analysis.ts';
import { svKeys } from '../../api/query-keys.ts';
import { trackRecording } from '../../api/track-recording.ts';
import type { Clip } from '../../clip/clip.ts';
import type { AnalysisOptions } from '../options/analysis-options.ts';

export interface UploadState {
  loaded: number;
  total: number;
  done: boolean;
}

/** The person stopped the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/** The analysis the page shows, and the recording it was sent from when it was sent from here (played without fetching it back). */
export interface ShownAnalysis {
  id: string;
  kind: AnalysisKind;
  file: File | null;
}

/**
 * One diarization or tracking from the page: send the recording with its upload's progress, then
 * poll the job until it is done or failed. Cancel stops the upload, or deletes the job once it is
 * queued (the host stops it).
 */
export function useAnalysisRun() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [shown, setShown] = useState<ShownAnalysis | null>(null);
  const abort = useRef<AbortController | null>(null);
  const remove = useDeleteAnalysis();

  const submit = useMutation({
    // The page shows these failures itself, inline.
    meta: { quiet: true },
    mutationFn: async ({ input, options }: { input: Clip; options: AnalysisOptions }): Promise<ShownAnalysis> => {
      const controller = new AbortController();
      abort.current = controller;
      const { file } = input;
      setUpload({ loaded: 0, total: file.size, done: false });
      const send = options.kind === 'track' ? trackRecording : diarizeRecording;
      const { id } = await send(http, file, {
        speakers: options.speakers ?? undefined,
        signal: controller.signal,
        onUploadProgress: (event) => setUpload({ loaded: event.loaded, total: event.total ?? file.size, done: false }),
      }).catch((error: unknown) => {
        throw controller.signal.aborted ? new UploadCancelled() : error;
      });
      setUpload({ loaded: file.size, total: file.size, done: true });
      return { id, kind: options.kind, file };
    },
    onSuccess: (next) => {
      setShown(next);
      void queryClient.invalidateQueries({ queryKey: svKeys.analyses });
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  const job = useAnalysis(shown);
  const analysis = shown ? job.data ?? null : null;
  const jobRunning = shown !== null && shown.file !== null && !analysisSettled(job.data) && !job.error;

  // The recent list shows each analysis' status: refresh it once this one has settled.
  const settled = analysisSettled(job.data) ? job.data!.id : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: svKeys.analyses });
  }, [settled, queryClient]);

  const clear = () => {
    submit.reset();
    setUpload(null);
    setShown(null);
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
      if (submit.isPending) abort.current?.abort();
      else if (shown && jobRunning) remove.mutate(shown.id, { onSuccess: clear });
    },
    /** Shows a stored analysis (from the recent list), whose recording is fetched from the host. */
    open: (id: string, kind: AnalysisKind) => {
      submit.reset();
      setUpload(null);
      setShown({ id, kind, file: null });
    },
    clear,
  };
}

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForgetGoneJob, useKeptJob } from '@speechdeck/core/web';
import { isSpotResult, type SpotResult } from '../../contract/kws-api.ts';
import { spotSettled, useSpotJob } from '../api/get-spot-job.ts';
import { useKwsClient } from '../api/use-kws-client.ts';
import { keywordsParameter, type KeywordChip } from './keyword-chips.ts';
import type { SpotSource } from './spot-source.ts';

export interface SpotRequest {
  source: SpotSource;
  chips: readonly KeywordChip[];
  language: string;
}

export interface UploadState {
  loaded: number;
  total: number;
}

/** The person stopped the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/**
 * One spotting from the page: the recording sent with its upload's progress (or a workspace result
 * named), then the hits at once, or for a long recording its job polled until done. Each run keeps
 * the source it was made from, so the result plays what was searched even if the form changed. A
 * queued job is kept for the user (core's useKeptJob): back on the page, it shows again with its
 * progress or its hits, named as the job names what it searched.
 */
export function useSpotRun() {
  const kws = useKwsClient();
  const abort = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [shown, setShown] = useState<{ source: SpotSource; result: SpotResult | null; jobId: string | null } | null>(null);
  const [keptId, keep] = useKeptJob('kws-spot');

  const submit = useMutation({
    // The page shows these failures itself, inline.
    meta: { quiet: true },
    mutationFn: async ({ source, chips, language }: SpotRequest) => {
      const controller = new AbortController();
      abort.current = controller;
      const file = source.kind === 'recording' ? source.recording.file : null;
      const form = new FormData();
      if (file) {
        form.append('file', file, file.name);
        setUpload({ loaded: 0, total: file.size });
      }
      const answer = await kws.spot(form, { keywords: keywordsParameter(chips), language, ...(source.kind === 'result' ? { processId: source.processId } : {}) }, {
        signal: controller.signal,
        onUploadProgress: (event) => file && setUpload({ loaded: event.loaded, total: event.total ?? file.size }),
      }).catch((error: unknown) => {
        throw controller.signal.aborted ? new UploadCancelled() : error;
      });
      return { source, result: isSpotResult(answer) ? answer : null, jobId: isSpotResult(answer) ? null : answer.id };
    },
    onMutate: () => {
      setShown(null);
      setUpload(null);
      keep(null);
    },
    onSuccess: (next) => {
      setShown(next);
      keep(next.jobId);
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  // Nothing shown yet on this visit: the job kept from before, if any.
  const jobId = shown ? shown.jobId : keptId;
  const job = useSpotJob(jobId);
  useForgetGoneJob(job.error, keep);
  const result = shown?.result ?? (job.data?.status === 'done' ? job.data : null);
  const jobRunning = jobId !== null && !spotSettled(job.data) && !job.error;
  const source: SpotSource | null = shown?.source ?? (job.data ? { kind: 'kept', fn: job.data.fileName, processId: job.data.processId } : null);

  return {
    submit: submit.mutate,
    submitError: submit.error,
    upload,
    /** The job of a long recording, while it runs and once it failed. */
    job: jobId ? (job.data ?? null) : null,
    pollError: job.error,
    result,
    source,
    /** A job kept from before this visit (a reload, Back, a new login): there is no upload to name it. */
    kept: !shown && source !== null,
    running: submit.isPending || jobRunning,
    uploading: submit.isPending,
    cancel: () => abort.current?.abort(),
  };
}

import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MedResult } from '../../contract/med-api.ts';
import type { MedInput } from '../input/med-input.ts';
import { useMedClients } from '../use-med-client.ts';

/** How often a running recognition is asked for its progress. */
export const POLL_INTERVAL_MS = 700;

export interface UploadState {
  /** 'file': bytes go up with progress events; 'link': the host fetches the link itself. */
  mode: 'file' | 'link';
  loaded: number;
  total: number;
  done: boolean;
}

/** The person stopped the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

export const medResultKey = (id: string | null) => ['med', 'result', id] as const;

const finished = (result: MedResult | undefined) => result?.status === 'done' || result?.status === 'failed';

/**
 * One medical recognition from the page: the file goes up with stt's upload (with progress), or the
 * host fetches the link; its medical recognition is queued; then the job is polled every 700 ms
 * until it is done or failed.
 */
export function useMedRun() {
  const { med, stt } = useMedClients();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [id, setId] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const submit = useMutation({
    // The page shows these failures itself.
    meta: { quiet: true },
    mutationFn: async ({ input, language }: { input: MedInput; language: string }) => {
      const controller = new AbortController();
      abort.current = controller;
      let stored;
      if (input.kind === 'link') {
        setUpload({ mode: 'link', loaded: 0, total: 0, done: false });
        stored = await stt.uploadLink(input.link);
        setUpload({ mode: 'link', loaded: stored.bytes, total: stored.bytes, done: true });
      } else {
        const total = input.file.size;
        setUpload({ mode: 'file', loaded: 0, total, done: false });
        stored = await stt.uploadFile(input.file, {
          name: input.file.name,
          signal: controller.signal,
          onUploadProgress: (event) => setUpload({ mode: 'file', loaded: event.loaded, total: event.total ?? total, done: false }),
        }).catch((error: unknown) => {
          throw controller.signal.aborted ? new UploadCancelled() : error;
        });
        setUpload({ mode: 'file', loaded: total, total, done: true });
      }
      return med.recognizeUploaded(stored.fn, { language, fn: input.kind === 'sample' ? input.sample.name : stored.originalName });
    },
    onSuccess: (queued) => {
      const { id: queuedId, ...result } = queued;
      queryClient.setQueryData(medResultKey(queuedId), result);
      setId(queuedId);
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  const result = useQuery({
    queryKey: medResultKey(id),
    queryFn: () => med.result(id!),
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_INTERVAL_MS),
    staleTime: (query) => (finished(query.state.data) ? Infinity : 0),
  });

  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    submittedLanguage: submit.variables?.language ?? null,
    uploading: submit.isPending,
    result: id ? result.data ?? null : null,
    pollError: result.error,
    running: submit.isPending || (id !== null && !finished(result.data)),
    cancel: () => abort.current?.abort(),
    reset: () => {
      submit.reset();
      setUpload(null);
      setId(null);
    },
  };
}

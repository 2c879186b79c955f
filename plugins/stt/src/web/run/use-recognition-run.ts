import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { RecognitionFlags } from '../options/recognition-flags.ts';
import type { SpeechInput } from '../source/speech-input.ts';
import { useSttClient } from '../use-stt-client.ts';

/** How often a running job is asked for its progress. */
export const POLL_INTERVAL_MS = 700;

export interface UploadState {
  /** 'file': bytes go up with progress events; 'link': the host fetches the link itself. */
  mode: 'file' | 'link';
  loaded: number;
  total: number;
  /** Bytes per second, averaged since the start. */
  speed: number;
  done: boolean;
}

/** The person stopped the upload. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

export const resultQueryKey = (processId: string | null) => ['stt', 'result', processId] as const;

const finished = (result: RecognitionResult | undefined) => result?.status === 'done' || result?.status === 'failed';

/**
 * One recognition from the page: upload the file (or have the host fetch the link), queue its
 * recognition, then poll the job every 700 ms until it is done or failed.
 */
export function useRecognitionRun() {
  const stt = useSttClient();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [processId, setProcessId] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const submit = useMutation({
    // The page shows these failures itself (inline and as its own toast).
    meta: { quiet: true },
    mutationFn: async ({ input, flags }: { input: SpeechInput; flags: RecognitionFlags }) => {
      const controller = new AbortController();
      abort.current = controller;
      let stored;
      if (input.kind === 'link') {
        setUpload({ mode: 'link', loaded: 0, total: 0, speed: 0, done: false });
        stored = await stt.uploadLink(input.link);
        setUpload({ mode: 'link', loaded: stored.bytes, total: stored.bytes, speed: 0, done: true });
      } else {
        const started = performance.now();
        const total = input.file.size;
        setUpload({ mode: 'file', loaded: 0, total, speed: 0, done: false });
        stored = await stt.uploadFile(input.file, {
          name: input.file.name,
          signal: controller.signal,
          onUploadProgress: (event) => {
            const seconds = (performance.now() - started) / 1000;
            setUpload({ mode: 'file', loaded: event.loaded, total: event.total ?? total, speed: seconds > 0 ? event.loaded / seconds : 0, done: false });
          },
        }).catch((error: unknown) => {
          throw controller.signal.aborted ? new UploadCancelled() : error;
        });
        const seconds = (performance.now() - started) / 1000;
        setUpload({ mode: 'file', loaded: total, total, speed: seconds > 0 ? total / seconds : 0, done: true });
      }
      return stt.recognizeUploadedFile(stored.fn, { ...flags, fn: stored.originalName });
    },
    onSuccess: (queued) => {
      queryClient.setQueryData(resultQueryKey(queued.processId), queued);
      setProcessId(queued.processId);
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  const result = useQuery({
    queryKey: resultQueryKey(processId),
    queryFn: () => stt.result(processId!),
    enabled: processId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_INTERVAL_MS),
    // A finished result does not change by itself.
    staleTime: (query) => (finished(query.state.data) ? Infinity : 0),
  });

  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    /** The language of the last submitted run, which its failure names. */
    submittedLanguage: submit.variables?.flags.language ?? null,
    uploading: submit.isPending,
    processId,
    result: processId ? result.data ?? null : null,
    pollError: result.error,
    running: submit.isPending || (processId !== null && !finished(result.data)),
    cancel: () => abort.current?.abort(),
    reset: () => {
      submit.reset();
      setUpload(null);
      setProcessId(null);
    },
  };
}

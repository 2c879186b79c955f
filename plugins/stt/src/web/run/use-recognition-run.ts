import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPolling, jobSettled, useForgetGoneJob, useKeptJob, useUpload } from '@speechdeck/core/web';
import type { RecognitionResult } from '@speechdeck/plugin-workspace';
import type { RecognitionFlags } from '../options/recognition-flags.ts';
import type { SpeechInput } from '../source/speech-input.ts';
import { useSttClient } from '../use-stt-client.ts';

export const resultQueryKey = (processId: string | null) => ['stt', 'result', processId] as const;

/**
 * One recognition from the page: upload the file (or have the host fetch the link), queue its
 * recognition, then poll the job every 700 ms until it is done or failed. The job is kept for the
 * user (core's useKeptJob): back on the page, it shows again with its progress or its result.
 */
export function useRecognitionRun() {
  const stt = useSttClient();
  const queryClient = useQueryClient();
  const { upload, sendFile, fetchLink, cancel, clear } = useUpload();
  const [processId, setProcessId] = useKeptJob('stt');

  const submit = useMutation({
    // The page shows these failures itself (inline and as its own toast).
    meta: { quiet: true },
    mutationFn: async ({ input, flags }: { input: SpeechInput; flags: RecognitionFlags }) => {
      const stored = input.kind === 'link'
        ? await fetchLink(() => stt.uploadLink(input.link))
        : await sendFile(input.file.size, (call) => stt.uploadFile(input.file, { name: input.file.name, ...call }));
      return stt.recognizeUploadedFile(stored.fn, { ...flags, fn: stored.originalName });
    },
    onSuccess: (queued) => {
      queryClient.setQueryData(resultQueryKey(queued.processId), queued);
      setProcessId(queued.processId);
    },
  });

  const result = useQuery({
    queryKey: resultQueryKey(processId),
    queryFn: () => stt.result(processId!),
    enabled: processId !== null,
    // The page shows a failed poll itself; a kept job the host no longer has is forgotten without a word.
    meta: { quiet: true },
    ...jobPolling<RecognitionResult>(),
  });
  useForgetGoneJob(result.error, setProcessId);

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
    running: submit.isPending || (processId !== null && !jobSettled(result.data)),
    cancel,
    reset: () => {
      submit.reset();
      clear();
      setProcessId(null);
    },
  };
}

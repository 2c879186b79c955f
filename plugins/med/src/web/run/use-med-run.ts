import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPolling, jobSettled, useForgetGoneJob, useKeptJob, useUpload } from '@speechdeck/core/web';
import type { MedResult } from '../../contract/med-api.ts';
import type { MedInput } from '../input/med-input.ts';
import { useMedClients } from '../use-med-client.ts';

export const medResultKey = (id: string | null) => ['med', 'result', id] as const;

/**
 * One medical recognition from the page: the file goes up with stt's upload (with progress), or the
 * host fetches the link; its medical recognition is queued; then the job is polled every 700 ms
 * until it is done or failed. The job is kept for the user (core's useKeptJob): back on the page, it
 * shows again with its progress or its result.
 */
export function useMedRun() {
  const { med, stt } = useMedClients();
  const queryClient = useQueryClient();
  const { upload, sendFile, fetchLink, cancel, clear } = useUpload();
  const [id, setId] = useKeptJob('med');

  const submit = useMutation({
    // The page shows these failures itself.
    meta: { quiet: true },
    mutationFn: async ({ input, language }: { input: MedInput; language: string }) => {
      const stored = input.kind === 'link'
        ? await fetchLink(() => stt.uploadLink(input.link))
        : await sendFile(input.file.size, (call) => stt.uploadFile(input.file, { name: input.file.name, ...call }));
      return med.recognizeUploaded(stored.fn, { language, fn: input.kind === 'sample' ? input.sample.name : stored.originalName });
    },
    onSuccess: (queued) => {
      const { id: queuedId, ...result } = queued;
      queryClient.setQueryData(medResultKey(queuedId), result);
      setId(queuedId);
    },
  });

  const result = useQuery({
    queryKey: medResultKey(id),
    queryFn: () => med.result(id!),
    enabled: id !== null,
    // The page shows a failed poll itself; a kept job the host no longer has is forgotten without a word.
    meta: { quiet: true },
    ...jobPolling<MedResult>(),
  });
  useForgetGoneJob(result.error, setId);

  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    submittedLanguage: submit.variables?.language ?? null,
    uploading: submit.isPending,
    result: id ? result.data ?? null : null,
    pollError: result.error,
    running: submit.isPending || (id !== null && !jobSettled(result.data)),
    cancel,
    reset: () => {
      submit.reset();
      clear();
      setId(null);
    },
  };
}

import { useMutation } from '@tanstack/react-query';
import { useForgetGoneJob, useKeptJob, useUpload } from '@speechdeck/core/web';
import { callSettled, useCallRecognition } from '../api/get-call.ts';
import { useSplitterClient } from '../api/use-splitter-client.ts';
import type { CallInput } from '../input/call-input.tsx';
import type { CallOptions } from './call-options.ts';

/**
 * One call recognition from the page: the recording sent with its upload's progress, then the job
 * polled until it is done (saved to the workspace) or failed. The job is kept for the user (core's
 * useKeptJob): back on the page, it shows again with its progress or its result.
 */
export function useCallRun() {
  const splitter = useSplitterClient();
  const { upload, sendFile, clear: clearUpload } = useUpload();
  const [id, setId] = useKeptJob('splitter-call');
  const submit = useMutation({
    meta: { quiet: true },
    mutationFn: async ({ input, options }: { input: CallInput; options: CallOptions }) => {
      const { file } = input;
      const query = { language: options.language, left: options.left.trim(), right: options.right.trim() };
      const { id: started } = await sendFile(file.size, (call) => splitter.recognize(file, query, call));
      return started;
    },
    onSuccess: setId,
  });
  const job = useCallRecognition(id);
  useForgetGoneJob(job.error, setId);
  const call = id ? job.data ?? null : null;
  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    call,
    /** The recording this call was sent from, while the page still holds it; null for one kept from before. */
    file: submit.data === id ? submit.variables?.input.file ?? null : null,
    pollError: job.error,
    running: submit.isPending || (id !== null && !callSettled(job.data) && !job.error),
    clear: () => {
      submit.reset();
      clearUpload();
      setId(null);
    },
  };
}

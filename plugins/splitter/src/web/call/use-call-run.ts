import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useUpload } from '@speechdeck/core/web';
import { callSettled, useCallRecognition } from '../api/get-call.ts';
import { useSplitterClient } from '../api/use-splitter-client.ts';
import type { CallInput } from '../input/call-input.tsx';
import type { CallOptions } from './call-options.ts';

/**
 * One call recognition from the page: the recording sent with its upload's progress, then the job
 * polled until it is done (saved to the workspace) or failed.
 */
export function useCallRun() {
  const splitter = useSplitterClient();
  const { upload, sendFile, clear: clearUpload } = useUpload();
  const [id, setId] = useState<string | null>(null);
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
  const call = id ? job.data ?? null : null;
  return {
    upload,
    submit: submit.mutate,
    submitError: submit.error,
    call,
    pollError: job.error,
    running: submit.isPending || (id !== null && !callSettled(job.data) && !job.error),
    clear: () => {
      submit.reset();
      clearUpload();
      setId(null);
    },
  };
}

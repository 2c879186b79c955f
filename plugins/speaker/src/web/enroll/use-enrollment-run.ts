import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEnrollSpeaker } from '../api/enroll-speaker.ts';
import { isSettled, useEnrollment } from '../api/get-enrollment.ts';
import { svKeys } from '../api/query-keys.ts';
import { useUploadState } from '../run/upload-state.ts';

/** One enrollment from the page: upload the clip under the name, then follow the job until it is done or failed. */
export function useEnrollmentRun() {
  const queryClient = useQueryClient();
  const upload = useUploadState();
  const send = useEnrollSpeaker();
  const [id, setId] = useState<string | null>(null);
  const enrollment = useEnrollment(id);
  const job = id ? enrollment.data ?? null : null;
  const status = job?.status;

  // A finished enrollment changed the user's voiceprints: the list shows them as they are now.
  useEffect(() => {
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: svKeys.speakers });
  }, [status, queryClient]);

  const submit = (spk: string, file: File, onSent?: () => void) => {
    setId(null);
    send.mutate(
      { spk, file, onUploadProgress: upload.start(file) },
      {
        onSuccess: (answer) => {
          upload.finish();
          setId(answer.id);
          onSent?.();
        },
      },
    );
  };

  return {
    submit,
    upload: upload.upload,
    sendError: send.error,
    pollError: enrollment.error,
    job,
    running: send.isPending || (id !== null && !isSettled(job ?? undefined)),
  };
}

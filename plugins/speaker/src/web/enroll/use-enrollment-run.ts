import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForgetGoneJob, useKeptJob, useUpload } from '@speechdeck/core/web';
import { useEnrollSpeaker } from '../api/enroll-speaker.ts';
import { isSettled, useEnrollment } from '../api/get-enrollment.ts';
import { svKeys } from '../api/query-keys.ts';

/**
 * One enrollment from the page: upload the clip under the name, then follow the job until it is
 * done or failed. The job is kept for the user (core's useKeptJob): back on the page, it shows
 * again with its progress or its result.
 */
export function useEnrollmentRun() {
  const queryClient = useQueryClient();
  const { upload, sendFile } = useUpload();
  const send = useEnrollSpeaker();
  const [id, setId] = useKeptJob('speaker-enroll');
  const enrollment = useEnrollment(id);
  useForgetGoneJob(enrollment.error, setId);
  const job = id ? enrollment.data ?? null : null;
  const status = job?.status;

  // A finished enrollment changed the user's voiceprints: the list shows them as they are now.
  useEffect(() => {
    if (status === 'done') void queryClient.invalidateQueries({ queryKey: svKeys.speakers });
  }, [status, queryClient]);

  const submit = (spk: string, file: File, onSent?: () => void) => {
    setId(null);
    // A failure is shown from the mutation's error.
    sendFile(file.size, ({ onUploadProgress }) => send.mutateAsync({ spk, file, onUploadProgress })).then((answer) => {
      setId(answer.id);
      onSent?.();
    }, () => undefined);
  };

  return {
    submit,
    upload,
    sendError: send.error,
    pollError: enrollment.error,
    job,
    running: send.isPending || (id !== null && !isSettled(job ?? undefined)),
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useJobRun, usePlatform } from '@speechdeck/core/web';
import { enrollSpeaker } from '../api/enroll-speaker.ts';
import { svKeys } from '../api/query-keys.ts';
import { useSvClient } from '../api/use-sv-client.ts';

/**
 * One enrollment from the page (core's useJobRun): upload the clip under the name, then follow the
 * job (GET /api/sv/enroll/{id}) until it is done or failed. A new enrollment replaces the one shown.
 */
export function useEnrollmentRun() {
  const { http } = usePlatform();
  const sv = useSvClient();
  const queryClient = useQueryClient();
  const run = useJobRun({
    page: 'speaker-enroll',
    start: ({ spk, file }: { spk: string; file: File }, { sendFile }) =>
      sendFile(file.size, ({ onUploadProgress }) => enrollSpeaker(http, { spk, file, onUploadProgress })),
    jobOf: (answer) => answer.id,
    queryKey: svKeys.enrollment,
    read: (id) => sv.enrollment(id),
    // A finished enrollment changed the user's voiceprints: the list shows them as they are now.
    onSettled: (job) => {
      if (job.status === 'done') void queryClient.invalidateQueries({ queryKey: svKeys.speakers });
    },
  });
  return {
    ...run,
    submit: (spk: string, file: File) => {
      run.clear();
      run.submit({ spk, file });
    },
  };
}

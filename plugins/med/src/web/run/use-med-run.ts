import { useJobRun } from '@speechdeck/core/web';
import { sendMedia } from '@speechdeck/plugin-stt/web';
import type { MedInput } from '../input/med-input.ts';
import { useMedClients } from '../use-med-client.ts';

const medResultKey = (id: string | null) => ['med', 'result', id] as const;

/**
 * One medical recognition from the page (core's useJobRun): the file goes up as stt stores it (stt's
 * sendMedia, with progress), or the host fetches the link; its medical recognition is queued, then
 * followed; its queued state is shown before the first poll.
 */
export function useMedRun() {
  const { med, stt } = useMedClients();
  const run = useJobRun({
    page: 'med',
    start: async ({ input, language }: { input: MedInput; language: string }, upload) => {
      const stored = await sendMedia(stt, upload, input);
      return med.recognizeUploaded(stored.fn, { language, fn: input.kind === 'sample' ? input.sample.name : stored.originalName });
    },
    jobOf: (queued) => queued.id,
    seed: ({ id: _id, ...result }) => result,
    queryKey: medResultKey,
    read: (id) => med.result(id),
  });
  return { ...run, submittedLanguage: run.submitted?.language ?? null };
}

import { useJobRun } from '@speechdeck/core/web';
import type { RecognitionFlags } from '../options/recognition-flags.ts';
import type { SpeechInput } from '../speech-source.tsx';
import { useSttClient } from '../use-stt-client.ts';
import { sendMedia } from './send-media.ts';

const resultQueryKey = (processId: string | null) => ['stt', 'result', processId] as const;

/**
 * One recognition from the page (core's useJobRun): upload the file (or have the host fetch the
 * link), queue its recognition, then follow the job; its queued state is shown before the first poll.
 */
export function useRecognitionRun() {
  const stt = useSttClient();
  const run = useJobRun({
    page: 'stt',
    start: async ({ input, flags }: { input: SpeechInput; flags: RecognitionFlags }, upload) => {
      const stored = await sendMedia(stt, upload, input);
      return stt.recognizeUploadedFile(stored.fn, { ...flags, fn: stored.originalName });
    },
    jobOf: (queued) => queued.processId,
    seed: (queued) => queued,
    queryKey: resultQueryKey,
    read: (processId) => stt.result(processId),
  });
  /** The language of the last submitted run, which its failure names. */
  return { ...run, submittedLanguage: run.submitted?.flags.language ?? null };
}

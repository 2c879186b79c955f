import { useJobRun } from '@speechdeck/core/web';
import { useSplitterClient } from '../api/use-splitter-client.ts';
import type { CallInput } from '../input/call-input.tsx';
import type { CallOptions } from './call-options.ts';

/**
 * One call recognition from the page (core's useJobRun): the recording sent with its upload's
 * progress, then the job (GET /api/splitter/recognize/{id}) followed until it is done (saved to the
 * workspace) or failed.
 */
export function useCallRun() {
  const splitter = useSplitterClient();
  const run = useJobRun({
    page: 'splitter-call',
    start: ({ input: { file }, options }: { input: CallInput; options: CallOptions }, { sendFile }) => {
      const query = { language: options.language, left: options.left.trim(), right: options.right.trim() };
      return sendFile(file.size, (call) => splitter.recognize(file, query, call));
    },
    jobOf: (started) => started.id,
    queryKey: (id) => ['splitter', 'call', id],
    read: (id) => splitter.recognition(id),
  });
  return {
    ...run,
    /** The recording this call was sent from, while the page still holds it; null for one kept from before. */
    file: run.startedHere ? run.submitted?.input.file ?? null : null,
  };
}

import { useQuery } from '@tanstack/react-query';
import { jobListPolling } from '@speechdeck/core/web';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** GET /api/sv/analyses: the user's diarizations and trackings, newest first, followed while one of them runs. */
export function useAnalyses() {
  const sv = useSvClient();
  return useQuery({
    queryKey: svKeys.analyses,
    queryFn: () => sv.analyses().then((answer) => answer.analyses),
    // Shown in the list's place, with a retry: no toast repeats it.
    meta: { quiet: true },
    ...jobListPolling(),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { SpotJob } from '../../contract/kws-api.ts';
import { kwsKeys } from './query-keys.ts';
import { useKwsClient } from './use-kws-client.ts';

/** How often a queued or running spotting is asked for its progress. */
export const SPOT_POLL_MS = 700;

/** Done or failed: it changes no more by itself. */
export const spotSettled = (job: Pick<SpotJob, 'status'> | undefined) => job?.status === 'done' || job?.status === 'failed';

/** GET /api/kws/spot/{id} of a long recording's spotting, polled until it settles. */
export function useSpotJob(id: string | null) {
  const kws = useKwsClient();
  return useQuery({
    queryKey: kwsKeys.spot(id),
    queryFn: () => kws.spotJob(id!),
    enabled: id !== null,
    // The page shows a failed poll itself, inline.
    meta: { quiet: true },
    refetchInterval: (query) => (spotSettled(query.state.data) ? false : SPOT_POLL_MS),
    staleTime: (query) => (spotSettled(query.state.data) ? Infinity : 0),
  });
}

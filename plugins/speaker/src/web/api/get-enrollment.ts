import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SvClient } from '../../client/sv-client.ts';
import type { Enrollment } from '../../contract/sv-api.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** How often an enrollment under way is asked for again: a clip takes a second or a few. */
export const ENROLLMENT_POLL_MS = 700;

export const isSettled = (job: Pick<Enrollment, 'status'> | undefined) => job?.status === 'done' || job?.status === 'failed';

/** GET /api/sv/enroll/{id}: an enrollment's state, polled until it is done or failed. */
export const getEnrollment = (client: SvClient, id: string) => client.enrollment(id);

export const getEnrollmentQueryOptions = (client: SvClient, id: string) =>
  queryOptions({
    queryKey: svKeys.enrollment(id),
    queryFn: () => getEnrollment(client, id),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : ENROLLMENT_POLL_MS),
    staleTime: (query) => (isSettled(query.state.data) ? Infinity : 0),
  });

/** No call while `id` is null. The page shows a failed poll beside the progress. */
export function useEnrollment(id: string | null) {
  const client = useSvClient();
  return useQuery({ ...getEnrollmentQueryOptions(client, id ?? ''), enabled: id !== null, meta: { quiet: true } });
}

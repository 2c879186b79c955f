import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SvClient } from '../../client/sv-client.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** GET /api/sv/recognize/{id}: the full answer of an identification (candidates, scores, threshold). */
export const getIdentification = (client: SvClient, id: string) => client.identification(id);

/** An identification never changes once answered. */
export const getIdentificationQueryOptions = (client: SvClient, id: string) =>
  queryOptions({ queryKey: svKeys.identification(id), queryFn: () => getIdentification(client, id), staleTime: Infinity });

/** No call until `id` names an identification the host has answered. The page shows a failure in the chart's place. */
export function useIdentification(id: string | null) {
  const client = useSvClient();
  return useQuery({ ...getIdentificationQueryOptions(client, id ?? ''), enabled: id !== null, meta: { quiet: true } });
}

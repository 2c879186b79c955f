import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SvClient } from '../../client/sv-client.ts';
import { svKeys } from './query-keys.ts';
import { useSvClient } from './use-sv-client.ts';

/** GET /api/sv/getSpeakers: the user's enrolled speakers, by name. */
export const getSpeakers = (client: SvClient) => client.speakers().then((answer) => answer.speakers);

export const getSpeakersQueryOptions = (client: SvClient) => queryOptions({ queryKey: svKeys.speakers, queryFn: () => getSpeakers(client) });

/** The list shows a failure in its place (with a retry): no toast repeats it. */
export function useSpeakers() {
  return useQuery({ ...getSpeakersQueryOptions(useSvClient()), meta: { quiet: true } });
}

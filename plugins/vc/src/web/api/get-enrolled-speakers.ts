import { useQuery } from '@tanstack/react-query';
import { vcKeys } from './query-keys.ts';
import { useSvClient } from './use-vc-client.ts';

/** GET /api/sv/getSpeakers: the user's enrolled speakers, any of whom can be the voice to clone. */
export function useEnrolledSpeakers() {
  const sv = useSvClient();
  // Shown in the chooser's place, with a retry: no toast repeats it.
  return useQuery({ queryKey: vcKeys.speakers, queryFn: () => sv.speakers().then((answer) => answer.speakers), meta: { quiet: true } });
}

import { useQuery } from '@tanstack/react-query';
import { kwsKeys } from './query-keys.ts';
import { useKwsClient } from './use-kws-client.ts';

/** GET /api/kws/languages: what the host spots keywords in; it changes only with the host's configuration. */
export function useSpotLanguages() {
  const kws = useKwsClient();
  return useQuery({ queryKey: kwsKeys.languages, queryFn: () => kws.languages(), staleTime: Infinity });
}

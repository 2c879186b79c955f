import { useQuery } from '@tanstack/react-query';
import { useMtClient } from './use-mt-client.ts';

/** GET /api/mt/languages; a remote engine's list can change, so it is asked again after a few minutes. */
export function useServedPairs() {
  const client = useMtClient();
  return useQuery({ queryKey: ['mt', 'languages'], queryFn: () => client.languages(), staleTime: 5 * 60 * 1000 });
}

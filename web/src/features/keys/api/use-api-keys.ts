import { useQuery } from '@tanstack/react-query';
import { useApiKeysClient } from './use-api-keys-client.ts';

export const API_KEYS_KEY = ['api-keys'] as const;

/** GET /api/keys: the caller's keys, without their secrets. */
export function useApiKeys() {
  const keys = useApiKeysClient();
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: () => keys.list() });
}

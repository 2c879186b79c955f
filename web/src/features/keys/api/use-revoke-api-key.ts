import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiKeysClient } from './use-api-keys-client.ts';
import { API_KEYS_KEY } from './use-api-keys.ts';

/** DELETE /api/keys/{id}. */
export function useRevokeApiKey() {
  const keys = useApiKeysClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => keys.revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

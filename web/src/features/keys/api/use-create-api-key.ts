import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiKeysClient } from './use-api-keys-client.ts';
import { API_KEYS_KEY } from './use-api-keys.ts';

/** POST /api/keys: the answer holds the secret, which the host never shows again. */
export function useCreateApiKey() {
  const keys = useApiKeysClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => keys.create(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

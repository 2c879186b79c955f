import { useQuery } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/**
 * GET /auth/registrationConfirm?token=. A query rather than a mutation: it is a GET, and the query
 * cache makes sure the single-use token is sent once even when React mounts the page twice.
 */
export function useConfirmRegistration(token: string | null) {
  const accounts = useAccountsClient();
  return useQuery({
    queryKey: ['registration-confirm', token],
    queryFn: () => accounts.confirmRegistration(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { quiet: true },
  });
}

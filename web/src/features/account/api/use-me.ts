import { useQuery } from '@tanstack/react-query';
import { useAccountsClient } from '../../auth/api/use-accounts-client.ts';

/** GET /user/me: the caller's own account. */
export function useMe() {
  const accounts = useAccountsClient();
  return useQuery({ queryKey: ['me'], queryFn: () => accounts.me() });
}

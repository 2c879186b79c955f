import { useQuery } from '@tanstack/react-query';
import { useAccountsClient } from '../../auth/api/use-accounts-client.ts';

export const USERS_KEY = ['users'] as const;

/** GET /user/all (admin). */
export function useUsers() {
  const accounts = useAccountsClient();
  return useQuery({ queryKey: USERS_KEY, queryFn: () => accounts.users.all() });
}

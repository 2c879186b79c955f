import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAddBody } from '@speechdeck/core';
import { useAccountsClient } from '../../auth/api/use-accounts-client.ts';
import { USERS_KEY } from './use-users.ts';

/** POST /user/add (admin): the new user is confirmed at once. */
export function useAddUser() {
  const accounts = useAccountsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserAddBody) => accounts.users.add(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

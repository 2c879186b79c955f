import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateBody } from '@speechdeck/core';
import { useAccountsClient } from '../../auth/api/use-accounts-client.ts';
import { USERS_KEY } from './use-users.ts';

/** PUT /user/update (admin). */
export function useUpdateUser() {
  const accounts = useAccountsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => accounts.users.update(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountsClient } from '../../auth/api/use-accounts-client.ts';
import { USERS_KEY } from './use-users.ts';

/** DELETE /user/delete/{id} (admin). */
export function useDeleteUser() {
  const accounts = useAccountsClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => accounts.users.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

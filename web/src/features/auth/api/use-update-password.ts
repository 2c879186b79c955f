import { useMutation } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /user/updatePassword; the host then ends every session of the user, this one included. */
export function useUpdatePassword() {
  const accounts = useAccountsClient();
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => accounts.updatePassword(oldPassword, newPassword),
  });
}

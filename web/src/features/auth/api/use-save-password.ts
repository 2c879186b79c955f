import { useMutation } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /auth/savePassword with the e-mailed reset token. */
export function useSavePassword() {
  const accounts = useAccountsClient();
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) => accounts.savePassword(token, newPassword),
  });
}

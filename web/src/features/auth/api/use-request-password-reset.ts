import { useMutation } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /auth/resetPassword?email=; the host answers the same whether or not the e-mail is known. */
export function useRequestPasswordReset() {
  const accounts = useAccountsClient();
  return useMutation({ mutationFn: (email: string) => accounts.resetPassword(email) });
}

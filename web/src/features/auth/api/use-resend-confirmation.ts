import { useMutation } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /auth/resendConfirmation?email=: a new confirmation link, for a login refused as unconfirmed. */
export function useResendConfirmation() {
  const accounts = useAccountsClient();
  return useMutation({ mutationFn: (email: string) => accounts.resendConfirmation(email) });
}

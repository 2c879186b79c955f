import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody } from '@speechdeck/core';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /auth/registration. */
export function useRegister() {
  const accounts = useAccountsClient();
  return useMutation({ mutationFn: (body: RegistrationBody) => accounts.register(body) });
}

import { useMutation } from '@tanstack/react-query';
import { useShell } from '../../../app/shell-context.tsx';
import { useAccountsClient } from './use-accounts-client.ts';

/** POST /auth/login; on success the session is stored (spec §3) and the navbar shows the menus. */
export function useLogin() {
  const accounts = useAccountsClient();
  const { sessionState } = useShell();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => accounts.login(email, password),
    onSuccess: (login) => sessionState.signIn(login),
  });
}

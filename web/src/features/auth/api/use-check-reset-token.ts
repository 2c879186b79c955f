import { useQuery } from '@tanstack/react-query';
import { useAccountsClient } from './use-accounts-client.ts';

/**
 * POST /auth/checkResetToken when the reset page opens, so a used, replaced or expired link says
 * so at once instead of after the person typed a new password twice. The page shows the failure.
 */
export function useCheckResetToken(token: string | null) {
  const accounts = useAccountsClient();
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => accounts.checkResetToken(token!),
    enabled: Boolean(token),
    retry: false,
    // Asked anew each time the page opens: the link may have been used since.
    gcTime: 0,
    meta: { quiet: true },
  });
}

import { useMemo } from 'react';
import { createAccountsClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** The contract's accounts client on the shell's one HTTP client. */
export function useAccountsClient() {
  const { http } = usePlatform();
  return useMemo(() => createAccountsClient(http), [http]);
}

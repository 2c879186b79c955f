import { useMemo } from 'react';
import { createApiKeysClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** The contract's API keys client on the shell's one HTTP client. */
export function useApiKeysClient() {
  const { http } = usePlatform();
  return useMemo(() => createApiKeysClient(http), [http]);
}

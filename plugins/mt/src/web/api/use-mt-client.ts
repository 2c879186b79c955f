import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createMtClient } from '../../client/mt-client.ts';

/** The translation calls over the shell's one HTTP client. */
export function useMtClient() {
  const { http } = usePlatform();
  return useMemo(() => createMtClient(http), [http]);
}

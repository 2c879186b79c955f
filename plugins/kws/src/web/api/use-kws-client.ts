import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createKwsClient } from '../../client/kws-client.ts';

/** The keyword spotting API client over the shell's one HTTP client. */
export function useKwsClient() {
  const { http } = usePlatform();
  return useMemo(() => createKwsClient(http), [http]);
}

import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createSvClient } from '../../client/sv-client.ts';

/** The speaker services' API client over the shell's one HTTP client. */
export function useSvClient() {
  const { http } = usePlatform();
  return useMemo(() => createSvClient(http), [http]);
}

import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createSttClient } from '../client/stt-client.ts';

/** The recognition API client over the shell's one HTTP client. */
export function useSttClient() {
  const { http } = usePlatform();
  return useMemo(() => createSttClient(http), [http]);
}

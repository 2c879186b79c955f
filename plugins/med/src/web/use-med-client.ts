import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createSttClient } from '@speechdeck/plugin-stt';
import { createMedClient } from '../client/med-client.ts';

/** The medical calls, and stt's uploads they start from, over the shell's one HTTP client. */
export function useMedClients() {
  const { http } = usePlatform();
  return useMemo(() => ({ med: createMedClient(http), stt: createSttClient(http) }), [http]);
}

import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createNerClient } from '../client/ner-client.ts';

/** The named-entity calls over the shell's one HTTP client. */
export function useNerClient() {
  const { http } = usePlatform();
  return useMemo(() => createNerClient(http), [http]);
}

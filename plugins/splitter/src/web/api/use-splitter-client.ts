import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createSplitterClient } from '../../client/splitter-client.ts';

/** The splitter's API client over the shell's one HTTP client. */
export function useSplitterClient() {
  const { http } = usePlatform();
  return useMemo(() => createSplitterClient(http), [http]);
}

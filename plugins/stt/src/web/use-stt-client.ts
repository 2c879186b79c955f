import { useMemo } from 'react';
import { createWorkspaceClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';
import { createSttClient } from '../client/stt-client.ts';

/** The recognition API client over the shell's one HTTP client. */
export function useSttClient() {
  const { http } = usePlatform();
  return useMemo(() => createSttClient(http), [http]);
}

/** The workspace API client (for the result's media URL). */
export function useWorkspaceClient() {
  const { http } = usePlatform();
  return useMemo(() => createWorkspaceClient(http), [http]);
}

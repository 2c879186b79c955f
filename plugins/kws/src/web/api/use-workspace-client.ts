import { useMemo } from 'react';
import { createWorkspaceClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** The workspace API client over the shell's one HTTP client. */
export function useWorkspaceClient() {
  const { http } = usePlatform();
  return useMemo(() => createWorkspaceClient(http), [http]);
}

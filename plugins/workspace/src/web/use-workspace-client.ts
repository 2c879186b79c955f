import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createWorkspaceClient, type WorkspaceClient } from '../index.ts';

/** The workspace API client over the shell's one HTTP client (the stt, workspace and kws pages all read results). */
export function useWorkspaceClient(): WorkspaceClient {
  const { http } = usePlatform();
  return useMemo(() => createWorkspaceClient(http), [http]);
}

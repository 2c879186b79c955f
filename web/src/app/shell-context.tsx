import { createContext, useContext } from 'react';
import type { PluginRegistry } from '@speechdeck/core/web';
import type { SessionState } from '../session/session-state.ts';

/** What the shell's own screens need beyond the plugins' Platform: the registry and the session state. */
export interface Shell {
  registry: PluginRegistry;
  sessionState: SessionState;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() needs <ShellProviders>');
  return shell;
}

import { useSyncExternalStore } from 'react';
import type { Session } from '@speechdeck/core';
import { useShell } from '../app/shell-context.tsx';

/** The logged-in session, or null; re-renders on login, logout and expiry. */
export function useSession(): Session | null {
  const { sessionState } = useShell();
  return useSyncExternalStore(sessionState.subscribe, sessionState.get);
}

import { SessionStore, type KeyValueStorage } from '@speechdeck/core';
import { createLazyHttpClient, createSampleBus, type Platform, type PluginRegistry } from '@speechdeck/core/web';
import { createSessionState } from '../session/session-state.ts';
import type { Shell } from './shell-context.tsx';

interface ShellOptions {
  storage: KeyValueStorage;
  registry: PluginRegistry;
  /** Called after a 401 to a call that carried a token has cleared the session. */
  onSessionExpired?: () => void;
  baseURL?: string;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** Wires the one HTTP client (its code loaded with the first call), the session and the sample bus every page shares. */
export function createShell({ storage, registry, onSessionExpired, baseURL = '', events = null }: ShellOptions): { platform: Platform; shell: Shell } {
  const session = new SessionStore(storage);
  const sessionState = createSessionState(session, events);
  const http = createLazyHttpClient({
    baseURL,
    getToken: () => session.token(),
    onUnauthorized: () => {
      sessionState.signOut();
      onSessionExpired?.();
    },
  });
  return { platform: { http, session, samples: createSampleBus() }, shell: { registry, sessionState } };
}

import type { LoginResponse, Session, SessionStore } from '@speechdeck/core';

type Listener = () => void;

/** The session as React sees it: one snapshot that changes on login, logout, expiry or another tab. */
export interface SessionState {
  get(): Session | null;
  subscribe(listener: Listener): () => void;
  signIn(login: LoginResponse): Session;
  signOut(): void;
}

export function createSessionState(store: SessionStore, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null): SessionState {
  let snapshot = store.read();
  const listeners = new Set<Listener>();
  const refresh = () => {
    const next = store.read();
    if (next?.access_token === snapshot?.access_token && next?.role === snapshot?.role && next?.name === snapshot?.name) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      // A login or logout in another tab changes localStorage under us.
      if (listeners.size === 0) events?.addEventListener('storage', refresh);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', refresh);
      };
    },
    signIn(login) {
      store.saveLogin(login);
      refresh();
      return snapshot!;
    },
    signOut() {
      store.clear();
      refresh();
    },
  };
}

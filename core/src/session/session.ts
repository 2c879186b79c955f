import type { LoginResponse } from '../contract/accounts.ts';

/** The keys spec §3 names for what is kept after login. */
export const SESSION_KEYS = ['name', 'access_token', 'role', 'email'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Where a session lives: localStorage in the browser, a config file in the CLI. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface Session {
  name: string;
  access_token: string;
  role: string;
  email: string;
}

export class SessionStore {
  constructor(private readonly storage: KeyValueStorage) {}

  /** Logged in means an access token is present (spec §4). */
  isLoggedIn(): boolean {
    return Boolean(this.storage.getItem('access_token'));
  }

  token(): string | null {
    return this.storage.getItem('access_token');
  }

  read(): Session | null {
    const token = this.token();
    if (!token) return null;
    return {
      access_token: token,
      name: this.storage.getItem('name') ?? '',
      role: this.storage.getItem('role') ?? '',
      email: this.storage.getItem('email') ?? '',
    };
  }

  saveLogin(login: LoginResponse): Session {
    const session: Session = {
      name: [login.user.firstName, login.user.lastName].filter(Boolean).join(' '),
      access_token: login.jwtToken,
      role: login.user.roles[0]?.name ?? '',
      email: login.user.email,
    };
    for (const key of SESSION_KEYS) this.storage.setItem(key, session[key]);
    return session;
  }

  /** Logout clears all of the storage, as the spec's logout does. */
  clear(): void {
    this.storage.clear();
  }
}

/** An in-memory storage, for tests and one-shot scripts. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

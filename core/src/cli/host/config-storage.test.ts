import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionStore } from '../../session/session.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigFile } from './config-file.ts';
import { configSessionStorage } from './config-storage.ts';

describe('configSessionStorage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-session-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("carries core's SessionStore in config.json, and logout keeps the server", () => {
    const file = ConfigFile.at(dir);
    file.write({ server: 'http://127.0.0.1:8080' });
    const store = new SessionStore(configSessionStorage(file));
    expect(store.isLoggedIn()).toBe(false);

    store.saveLogin({ jwtToken: 'jwt', user: { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', roles: [{ name: 'ADMIN' }] } });
    expect(file.read()).toEqual({
      server: 'http://127.0.0.1:8080',
      session: { name: 'Ada Lovelace', access_token: 'jwt', role: 'ADMIN', email: 'ada@example.test' },
    });
    // A second store over the same file sees the session: it is read from disk each time.
    expect(new SessionStore(configSessionStorage(file)).read()?.name).toBe('Ada Lovelace');

    configSessionStorage(file).removeItem('role');
    expect(file.read().session).not.toHaveProperty('role');

    store.clear();
    expect(store.isLoggedIn()).toBe(false);
    expect(file.read()).toEqual({ server: 'http://127.0.0.1:8080' });
  });
});

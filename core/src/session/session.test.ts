import { describe, expect, it } from 'vitest';
import { memoryStorage, SessionStore } from './session.ts';

describe('SessionStore', () => {
  it('stores name, access_token, role and email after login; logged in = token present; clear empties all', () => {
    const storage = memoryStorage({ unrelated: 'x' });
    const session = new SessionStore(storage);
    expect(session.isLoggedIn()).toBe(false);
    session.saveLogin({ jwtToken: 'tok', user: { id: 3, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.io', roles: [{ name: 'ADMIN' }, { name: 'USER' }] } });
    expect([storage.getItem('name'), storage.getItem('access_token'), storage.getItem('role'), storage.getItem('email')]).toEqual(['Ada Lovelace', 'tok', 'ADMIN', 'ada@x.io']);
    expect(session.isLoggedIn()).toBe(true);
    session.clear();
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.getItem('unrelated')).toBeNull();
  });
});

// @backends API keys on PostgreSQL: the migration, the hashed lookup joined with users, the limit's count
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_LIMITS, API_KEY_PREFIX } from '@speechdeck/core';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';
import { resultsAccess, storeResult } from '@speechdeck/plugin-workspace/testing';
import { accountsClient, confirmedUser, startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';

const access = resultsAccess();
let host: TestHost;
let adminToken = '';
let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  host = await startTestHost({ plugins: [workspaceServerPlugin, access.plugin] });
  adminToken = (await accountsClient(host).login(TEST_ADMIN.email, TEST_ADMIN.password)).jwtToken;
  alice = await confirmedUser(host, 'alice@example.com');
  bob = await confirmedUser(host, 'bob@example.com');
  await storeResult(access.store(), alice.id, 'p-alice', 'alice-call.wav', [[0, 1, 'S1', 'hello from alice']]);
});
afterAll(() => host.close());

async function call(method: string, path: string, credential: string | null, body?: unknown) {
  const response = await fetch(`${host.url}${path}`, {
    method,
    headers: { ...(credential ? { authorization: `Bearer ${credential}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & Record<string, unknown>[] };
}

async function createKey(token: string, name: string) {
  const created = await call('POST', '/api/keys', token, { name });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body as unknown as { id: number; name: string; key: string; createdAt: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, lists keys without it, and stores only its hash', async () => {
    const created = await createKey(alice.token, '  laptop  ');
    expect(created).toEqual({ id: expect.any(Number), name: 'laptop', key: expect.stringMatching(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`)), createdAt: expect.any(String) });

    const listed = await call('GET', '/api/keys', alice.token);
    expect(listed.body).toEqual([{ id: created.id, name: 'laptop', createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain(created.key.slice(API_KEY_PREFIX.length));

    const rows = await host.query('SELECT * FROM api_keys WHERE id = ?', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).toBe(sha256(created.key));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(API_KEY_PREFIX.length));

    const revoked = await call('DELETE', `/api/keys/${created.id}`, alice.token);
    expect([revoked.status, revoked.body.message]).toEqual([200, `API key ${created.id} revoked.`]);
    expect((await call('GET', '/api/keys', alice.token)).body).toEqual([]);
    expect(await host.query('SELECT id FROM api_keys WHERE id = ?', created.id)).toEqual([]);
    expect((await call('DELETE', `/api/keys/${created.id}`, alice.token)).status).toBe(404);
  });

  it('refuses a name that is empty, too long or spans lines', async () => {
    for (const name of ['   ', 'x'.repeat(API_KEY_LIMITS.nameMaxChars + 1), 'two\nlines']) {
      const answer = await call('POST', '/api/keys', alice.token, { name });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect((answer.body.fields as Record<string, string>).name).toBeTruthy();
    }
    expect((await call('POST', '/api/keys', alice.token, { name: 'y'.repeat(API_KEY_LIMITS.nameMaxChars) })).status).toBe(200);
  });

  it(`holds at most ${API_KEY_LIMITS.perUser} live keys per user and says so; revoking one makes room`, async () => {
    const carol = await confirmedUser(host, 'carol@example.com');
    const ids = [];
    for (let n = 0; n < API_KEY_LIMITS.perUser; n++) ids.push((await createKey(carol.token, `key ${n}`)).id);
    const refused = await call('POST', '/api/keys', carol.token, { name: 'one more' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${API_KEY_LIMITS.perUser} API keys`);
    await call('DELETE', `/api/keys/${ids[0]}`, carol.token);
    expect((await call('POST', '/api/keys', carol.token, { name: 'one more' })).status).toBe(200);
  });
});

describe('a key acts as its user', () => {
  it('authenticates the who-am-I call and a service call as its user, with its user\'s rights', async () => {
    const { key } = await createKey(alice.token, 'scripts');
    const me = await call('GET', '/user/me', key);
    expect([me.status, me.body.email, me.body.id]).toEqual([200, 'alice@example.com', alice.id]);

    const results = await call('GET', '/api/elastic/getResponseFromElastic', key);
    expect(results.status).toBe(200);
    expect(results.body.map((result) => result.processId)).toEqual(['p-alice']);
    // A plain user's key has a plain user's rights: no one else's results, no admin calls.
    expect((await call('GET', `/api/elastic/getResponseFromElastic?userId=${bob.id}`, key)).status).toBe(403);
    expect((await call('GET', '/user/all', key)).status).toBe(403);
  });

  it('records when it was last used, at most once a minute', async () => {
    const { id, key } = await createKey(alice.token, 'timed');
    const lastUsed = async () => ((await call('GET', '/api/keys', alice.token)).body as unknown as { id: number; lastUsedAt: string | null }[]).find((k) => k.id === id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await call('GET', '/user/me', key);
    const first = await lastUsed();
    expect(first).toBe(host.clock.now().toISOString());
    host.clock.advance(30_000);
    await call('GET', '/user/me', key);
    expect(await lastUsed()).toBe(first);
    host.clock.advance(31_000);
    await call('GET', '/user/me', key);
    expect(await lastUsed()).toBe(host.clock.now().toISOString());
  });

  it('an admin\'s key is an admin', async () => {
    const { key } = await createKey(adminToken, 'admin automation');
    expect((await call('GET', '/user/all', key)).status).toBe(200);
  });
});

describe('keys that are no keys', () => {
  it('answers a revoked, unknown or malformed key exactly like a bad session token', async () => {
    const badToken = await call('GET', '/user/me', 'eyJhbGciOiJIUzI1NiJ9.e30.bad');
    expect(badToken.status).toBe(401);
    const { id, key } = await createKey(alice.token, 'to revoke');
    expect((await call('GET', '/user/me', key)).status).toBe(200);
    await call('DELETE', `/api/keys/${id}`, alice.token);
    const unknown = `${API_KEY_PREFIX}${'A'.repeat(43)}`;
    for (const credential of [key, unknown, `${API_KEY_PREFIX}short`, `${key}x`, API_KEY_PREFIX]) {
      expect(await call('GET', '/user/me', credential), credential).toEqual(badToken);
    }
  });

  it('a deactivated user\'s keys stop working, and work again when the account is reactivated', async () => {
    const dave = await confirmedUser(host, 'dave@example.com');
    const { key } = await createKey(dave.token, 'ci');
    const admin = accountsClient(host, adminToken);
    await admin.users.update({ id: dave.id, active: false });
    expect((await call('GET', '/user/me', key)).status).toBe(401);
    await admin.users.update({ id: dave.id, active: true });
    expect((await call('GET', '/user/me', key)).status).toBe(200);
  });

  it('a deleted user\'s keys go with the account', async () => {
    const erin = await confirmedUser(host, 'erin@example.com');
    const { key } = await createKey(erin.token, 'ci');
    await accountsClient(host, adminToken).users.remove(erin.id);
    expect(await host.query('SELECT id FROM api_keys WHERE user_id = ?', erin.id)).toEqual([]);
    expect((await call('GET', '/user/me', key)).status).toBe(401);
  });
});

describe('whose keys', () => {
  it('answers another user\'s key id like an unknown one, and another user\'s list 403', async () => {
    const { id, key } = await createKey(alice.token, 'private');
    const probe = await call('DELETE', `/api/keys/${id}`, bob.token);
    expect([probe.status, probe.body.message]).toEqual([404, `No API key with id ${id}.`]);
    expect((await call('DELETE', `/api/keys/${id}?userId=${alice.id}`, bob.token)).status).toBe(403);
    expect((await call('GET', `/api/keys?userId=${alice.id}`, bob.token)).status).toBe(403);
    expect((await call('GET', '/user/me', key)).status).toBe(200);
  });

  it('an admin lists and revokes any user\'s keys by userId', async () => {
    const { id, key } = await createKey(bob.token, 'bob-server');
    const listed = await call('GET', `/api/keys?userId=${bob.id}`, adminToken);
    expect(listed.body.map((k) => k.id)).toContain(id);
    expect((await call('GET', '/api/keys', adminToken)).body.map((k) => k.id)).not.toContain(id);
    expect((await call('DELETE', `/api/keys/${id}?userId=${bob.id}`, adminToken)).status).toBe(200);
    expect((await call('GET', '/user/me', key)).status).toBe(401);
  });
});

describe('keys are managed from a session only', () => {
  it('answers 403 to a key that tries to create, list or revoke keys, changing nothing', async () => {
    const { id, key } = await createKey(alice.token, 'limited');
    const before = await host.query('SELECT COUNT(*) AS n FROM api_keys');
    for (const [method, path, body] of [['POST', '/api/keys', { name: 'spawned' }], ['GET', '/api/keys', undefined], ['DELETE', `/api/keys/${id}`, undefined]] as const) {
      const answer = await call(method, path, key, body);
      expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([403, 'API keys are managed from a login session (the dashboard, or speechdeck login), not with an API key.']);
    }
    expect(await host.query('SELECT COUNT(*) AS n FROM api_keys')).toEqual(before);
    expect((await call('GET', '/user/me', key)).status).toBe(200);
  });

  it('answers 401 without any credential', async () => {
    expect((await call('GET', '/api/keys', null)).status).toBe(401);
    expect((await call('POST', '/api/keys', null, { name: 'x' })).status).toBe(401);
  });
});

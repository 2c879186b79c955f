// @backends users on PostgreSQL
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@speechdeck/core';
import { accountsClient, confirmedUser, startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';

let host: TestHost;
let adminToken = '';
let user: { token: string; id: number };
beforeAll(async () => {
  host = await startTestHost();
  adminToken = (await accountsClient(host).login(TEST_ADMIN.email, TEST_ADMIN.password)).jwtToken;
  user = await confirmedUser(host, 'erin@example.com');
});
afterAll(() => host.close());

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${host.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const userRoutes = (id: number) => [
  ['GET', '/user/all', undefined],
  ['GET', `/user/find/${id}`, undefined],
  ['POST', '/user/add', { username: 'x@example.com', password: 'some long pass', role: { id: ROLE_IDS.USER } }],
  ['PUT', '/user/update', { id, role: { id: ROLE_IDS.ADMIN } }],
  ['DELETE', `/user/delete/${id}`, undefined],
] as const;

describe('/user/* is admin only', () => {
  it('answers 401 without a token and 403 to a plain user on every route, changing nothing', async () => {
    for (const [method, path, body] of userRoutes(user.id)) {
      expect((await call(method, path, null, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, user.token, body)).status, `${method} ${path} as user`).toBe(403);
    }
    const erin = await call('GET', `/user/find/${user.id}`, adminToken);
    expect(erin.body.roles).toEqual([{ name: 'USER' }]);
    expect(await accountsClient(host, adminToken).users.all()).toHaveLength(2);
  });
});

describe('admin user management', () => {
  it('adds a confirmed user who can log in', async () => {
    const added = await accountsClient(host, adminToken).users.add({ username: 'frank@example.com', password: 'frank long pass', role: { id: ROLE_IDS.USER }, employee: { id: 42 } });
    expect(added).toMatchObject({ email: 'frank@example.com', username: 'frank@example.com', active: true, confirmed: true, employee: { id: 42 }, roles: [{ name: 'USER' }] });
    await accountsClient(host).login('frank@example.com', 'frank long pass');
    const duplicate = await call('POST', '/user/add', adminToken, { username: 'frank@example.com', password: 'frank long pass', role: { id: 1 } });
    expect(duplicate.status).toBe(409);
    const badRole = await call('POST', '/user/add', adminToken, { username: 'gina@example.com', password: 'gina long pass', role: { id: 9 } });
    expect([badRole.status, (badRole.body.fields as Record<string, string>).role]).toEqual([400, 'Use 1 (USER) or 2 (ADMIN).']);
  });

  it('deactivating a user ends their sessions and blocks login', async () => {
    const frank = await accountsClient(host).login('frank@example.com', 'frank long pass');
    const updated = await accountsClient(host, adminToken).users.update({ id: frank.user.id, active: false });
    expect(updated.active).toBe(false);
    expect((await call('GET', '/user/me', frank.jwtToken)).status).toBe(401);
    const login = await call('POST', '/auth/login', null, { email: 'frank@example.com', password: 'frank long pass' });
    expect([login.status, login.body.message]).toEqual([403, 'This account is deactivated; ask an admin.']);
  });

  it('promoting a user ends their old token, whose role claim is stale', async () => {
    const before = user.token;
    await accountsClient(host, adminToken).users.update({ id: user.id, role: { id: ROLE_IDS.ADMIN } });
    expect((await call('GET', '/user/me', before)).status).toBe(401);
    const again = await accountsClient(host).login('erin@example.com', 'a fine passphrase');
    expect(again.user.roles).toEqual([{ name: 'ADMIN' }]);
    user = { token: again.jwtToken, id: user.id };
  });

  it('an admin cannot change their own role, deactivate or delete themselves', async () => {
    expect((await call('PUT', '/user/update', user.token, { id: user.id, role: { id: ROLE_IDS.USER } })).status).toBe(403);
    expect((await call('PUT', '/user/update', user.token, { id: user.id, active: false })).status).toBe(400);
    expect((await call('DELETE', `/user/delete/${user.id}`, user.token)).status).toBe(400);
  });

  it('deletes a user with every file they had stored, whose token then stops working; unknown ids get 404', async () => {
    const gina = await confirmedUser(host, 'gina@example.com');
    const { media } = host.app;
    const stored = async (userId: number, name: string) => {
      writeFileSync(join(media.workDir(userId), name), 'RIFF');
      return media.keep(userId, join(media.workDir(userId), name));
    };
    const key = await stored(gina.id, 'recording.wav');
    const erins = await stored(user.id, 'mine.wav');
    const deleted = await call('DELETE', `/user/delete/${gina.id}`, adminToken);
    expect(deleted).toEqual({ status: 200, body: { message: `User ${gina.id} deleted, with their 1 stored file.` } });
    expect(await media.stat(key)).toBeNull();
    expect(await media.stat(erins)).not.toBeNull();
    expect((await call('GET', '/user/me', gina.token)).status).toBe(401);
    expect((await call('GET', `/user/find/${gina.id}`, adminToken)).status).toBe(404);
    expect((await call('DELETE', '/user/delete/99999', adminToken)).status).toBe(404);
  });

  it('a tampered or foreign token is refused', async () => {
    const [head, payload, signature] = user.token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = '1';
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await call('GET', '/user/all', tampered)).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await call('GET', '/user/all', none)).status).toBe(401);
  });

  it('expired tokens are refused', async () => {
    host.clock.advance(13 * 3600 * 1000);
    expect((await call('GET', '/user/me', user.token)).status).toBe(401);
  });
});

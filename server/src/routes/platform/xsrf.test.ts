import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, TEST_ADMIN, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

const loginBody = JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });

describe('XSRF double-submit cookie', () => {
  it('issues the XSRF-TOKEN cookie, readable by scripts', async () => {
    const response = await fetch(`${host.url}/health`);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses an unsafe request carrying cookies without the matching header', async () => {
    const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwx' };
    const missing = await fetch(`${host.url}/auth/login`, { method: 'POST', headers, body: loginBody });
    expect(missing.status).toBe(403);
    const wrong = await fetch(`${host.url}/auth/login`, { method: 'POST', headers: { ...headers, 'x-xsrf-token': 'abcdefghijklmnopqrstuvwy' }, body: loginBody });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${host.url}/auth/login`, { method: 'POST', headers: { ...headers, 'x-xsrf-token': 'abcdefghijklmnopqrstuvwx' }, body: loginBody });
    expect(right.status).toBe(200);
  });

  it('leaves a cookie-less bearer call alone (the CLI) and never blocks GET', async () => {
    const cli = await fetch(`${host.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
    expect(cli.status).toBe(200);
    const get = await fetch(`${host.url}/health`, { headers: { cookie: 'XSRF-TOKEN=zzz' } });
    expect(get.status).toBe(200);
  });
});

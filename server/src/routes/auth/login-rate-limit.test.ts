import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '../../testing/index.ts';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ env: { SPEECHDECK_LOGIN_MAX_PER_ACCOUNT: '3', SPEECHDECK_LOGIN_MAX_PER_IP: '8', SPEECHDECK_LOGIN_WINDOW_SECONDS: '60' } });
});
afterAll(() => host.close());

const login = (email: string, password: string) =>
  fetch(`${host.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

describe('login rate limits', () => {
  it('locks an account after repeated failures with 429 and Retry-After, and frees it when the window passes', async () => {
    await confirmedUser(host, 'dave@example.com', 'dave real pass');
    for (let i = 0; i < 3; i++) expect((await login('dave@example.com', 'wrong pass')).status).toBe(401);
    const limited = await login('dave@example.com', 'dave real pass');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    host.clock.advance(61_000);
    expect((await login('dave@example.com', 'dave real pass')).status).toBe(200);
  });

  it('limits all attempts from one address', async () => {
    host.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login(`spray${i}@example.com`, 'whatever pass')).status);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

// @backends accounts on PostgreSQL, their rate limits on Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({
    env: {
      SPEECHDECK_LOGIN_MAX_PER_ACCOUNT: '3',
      SPEECHDECK_LOGIN_MAX_PER_IP: '8',
      SPEECHDECK_LOGIN_MAX_PER_ACCOUNT_TOTAL: '10',
      SPEECHDECK_LOGIN_WINDOW_SECONDS: '60',
      // Each request names its client address, as a reverse proxy would.
      SPEECHDECK_TRUST_PROXY: 'true',
    },
  });
  await confirmedUser(host, 'dave@example.com', 'dave real pass');
});
afterAll(() => host.close());

const OWNER = '203.0.113.5';
const ATTACKER = '198.51.100.1';

const login = (from: string, email: string, password: string) =>
  fetch(`${host.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });

async function statuses(from: string, email: string, password: string, times: number): Promise<number[]> {
  const all: number[] = [];
  for (let i = 0; i < times; i++) all.push((await login(from, email, password)).status);
  return all;
}

/** Each test starts with every window empty. */
const nextWindow = () => host.clock.advance(61_000);

describe('login throttling that slows guessing without locking the owner out', () => {
  it('guesses from one address slow down that address on that account, with 429 and Retry-After; the owner elsewhere still logs in', async () => {
    nextWindow();
    expect(await statuses(ATTACKER, 'dave@example.com', 'wrong pass', 3)).toEqual([401, 401, 401]);
    const limited = await login(ATTACKER, 'dave@example.com', 'dave real pass');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many failed logins for this account from your network address\. Try again in \d+ s\.$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login(OWNER, 'dave@example.com', 'dave real pass')).status).toBe(200);
    nextWindow();
    expect((await login(ATTACKER, 'dave@example.com', 'dave real pass')).status).toBe(200);
  });

  it('logins with the right password count against nothing', async () => {
    nextWindow();
    expect(new Set(await statuses(OWNER, 'dave@example.com', 'dave real pass', 30))).toEqual(new Set([200]));
  });

  it('the right password starts the address\'s count on the account over', async () => {
    nextWindow();
    expect(await statuses(OWNER, 'dave@example.com', 'typo pass', 2)).toEqual([401, 401]);
    expect((await login(OWNER, 'dave@example.com', 'dave real pass')).status).toBe(200);
    expect(await statuses(OWNER, 'dave@example.com', 'typo pass', 2)).toEqual([401, 401]);
  });

  it('one address cannot spray guesses over many accounts', async () => {
    nextWindow();
    const spray = await Promise.all(Array.from({ length: 8 }, (_, i) => login(ATTACKER, `spray${i}@example.com`, 'whatever pass')));
    expect(spray.map((r) => r.status)).toEqual(Array(8).fill(401));
    const limited = await login(ATTACKER, 'dave@example.com', 'dave real pass');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many failed logins from your network address\./);
  });

  it('a guess spread over many addresses is capped for new addresses, never for one the owner logged in from or reset the password from', async () => {
    nextWindow();
    expect((await login(OWNER, 'dave@example.com', 'dave real pass')).status).toBe(200);
    for (let i = 1; i <= 10; i++) expect((await login(`198.51.100.${100 + i}`, 'dave@example.com', 'wrong pass')).status).toBe(401);
    const newcomer = await login('192.0.2.77', 'dave@example.com', 'dave real pass');
    expect(newcomer.status).toBe(429);
    expect(((await newcomer.json()) as { message: string }).message).toMatch(/from many places: log in from a device that logged in to it before, or reset the password by e-mail/);
    expect((await login(OWNER, 'dave@example.com', 'dave real pass')).status).toBe(200);

    // The reset link proves the new address the owner's.
    await accountsClient(host).resetPassword('dave@example.com');
    const { token } = await host.mailTo('dave@example.com');
    const saved = await fetch(`${host.url}/auth/savePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ token, newPassword: 'dave new pass 1' }),
    });
    expect(saved.status).toBe(200);
    expect((await login('192.0.2.77', 'dave@example.com', 'dave new pass 1')).status).toBe(200);
  });
});

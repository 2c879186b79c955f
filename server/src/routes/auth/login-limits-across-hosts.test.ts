// @backends accounts on PostgreSQL, their rate limits on Redis
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startTestHost, type TestHost } from '@speechdeck/testing';

// Two API hosts of one deployment: one store (the data dir's), one Redis under one prefix.
const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-login-limits-'));
let hostA: TestHost;
let hostB: TestHost;
beforeAll(async () => {
  const env = {
    SPEECHDECK_QUEUE_URL: process.env.SPEECHDECK_TEST_REDIS_URL!,
    SPEECHDECK_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    SPEECHDECK_LOGIN_MAX_PER_ACCOUNT: '3',
    SPEECHDECK_LOGIN_MAX_PER_IP: '50',
    SPEECHDECK_LOGIN_MAX_PER_ACCOUNT_TOTAL: '6',
    SPEECHDECK_LOGIN_WINDOW_SECONDS: '60',
    // Each request names its client address, as a reverse proxy would.
    SPEECHDECK_TRUST_PROXY: 'true',
  };
  hostA = await startTestHost({ dataDir, env });
  hostB = await startTestHost({ dataDir, env });
  await confirmedUser(hostA, 'erin@example.com', 'erin real pass');
});
afterAll(async () => {
  await Promise.all([hostA?.close(), hostB?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const login = async (host: TestHost, from: string, password: string) => {
  const answer = await fetch(`${host.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email: 'erin@example.com', password }),
  });
  return { status: answer.status, message: ((await answer.json()) as { message?: string }).message };
};

describe('login limits shared through Redis by the hosts of a deployment', () => {
  it('failed logins on one host count on the other', async () => {
    for (let i = 0; i < 3; i++) expect((await login(hostA, '198.51.100.1', 'wrong pass')).status).toBe(401);
    const onB = await login(hostB, '198.51.100.1', 'erin real pass');
    expect(onB.status).toBe(429);
    expect(onB.message).toMatch(/^Too many failed logins for this account from your network address\./);
    expect((await login(hostB, '198.51.100.2', 'erin real pass')).status).toBe(200);
  });

  it('a client that logged in on one host is trusted on the other when guesses come from many places', async () => {
    hostA.clock.advance(61_000);
    hostB.clock.advance(61_000);
    expect((await login(hostA, '203.0.113.5', 'erin real pass')).status).toBe(200);
    for (let i = 1; i <= 6; i++) expect((await login(i % 2 ? hostA : hostB, `198.51.100.${100 + i}`, 'wrong pass')).status).toBe(401);
    const newcomer = await login(hostB, '192.0.2.77', 'erin real pass');
    expect(newcomer.status).toBe(429);
    expect(newcomer.message).toMatch(/from many places/);
    expect((await login(hostB, '203.0.113.5', 'erin real pass')).status).toBe(200);
  });
});

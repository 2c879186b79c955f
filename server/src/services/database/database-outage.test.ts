import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, startTestHost, TEST_ADMIN, until, type PostgresCluster, type TestHost } from '@speechdeck/testing';

const CALL_WAIT_SECONDS = 2;

let cluster: PostgresCluster;
let host: TestHost;
beforeAll(async () => {
  cluster = await startPostgresCluster();
  host = await startTestHost({ env: { SPEECHDECK_DATABASE_URL: cluster.url, SPEECHDECK_CALL_WAIT_SECONDS: String(CALL_WAIT_SECONDS) } });
});
afterAll(async () => {
  await host?.close();
  await cluster?.stop();
});

const login = () => fetch(`${host.url}/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN),
});

describe('PostgreSQL down under a host', () => {
  it('answers reads and writes 503 with Retry-After within the call wait, and serves again once it is back', { timeout: 60_000 }, async () => {
    const { jwtToken } = (await (await login()).json()) as { jwtToken: string };
    const users = () => fetch(`${host.url}/user/all`, { headers: { authorization: `Bearer ${jwtToken}` } });
    expect((await users()).status).toBe(200);

    const back = cluster.restart({ downMs: 4000 });
    await until(() => host.app.store.probe().then(() => false, () => true), { what: 'the host to see PostgreSQL go', ms: 10_000, every: 50 });
    const asked = Date.now();
    const answers = await Promise.all([login(), users()]);
    expect(Date.now() - asked).toBeLessThan(CALL_WAIT_SECONDS * 1000);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(503);
      expect(Number(answer.headers.get('retry-after')), answer.url).toBeGreaterThan(0);
      // A code (ECONNREFUSED, 57P01), or pg's words for a connection lost under a query: never the address.
      expect(((await answer.json()) as { message: string }).message, answer.url).toMatch(/^The database cannot be reached \((\w+|Connection terminated unexpectedly)\): try again in a moment\.$/);
    }

    await back;
    await until(async () => (await users()).status === 200, { what: 'the host to read its users again', ms: 10_000, every: 50 });
    expect((await login()).status).toBe(200);
  });
});

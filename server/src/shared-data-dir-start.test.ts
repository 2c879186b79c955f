import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { platformMigrations } from './services/database/platform-migrations.ts';
import { postgresStore } from './services/database/host-store.ts';
import { createTestDatabase } from '@speechdeck/testing';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-shared-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What every host does first on a data dir, in a process of its own: open (and migrate) the
 * database, load or make the session secret, create the admin of SPEECHDECK_ADMIN_EMAIL. All of
 * them wait for one instant, then go.
 */
const START = `
const { openStore } = await import(${JSON.stringify(src('./services/database/database.ts'))});
const { loadJwtSecret, loadStoredJwtSecret } = await import(${JSON.stringify(src('./services/auth/access-tokens.ts'))});
const { ensureAdmin } = await import(${JSON.stringify(src('./services/users/users-plugin.ts'))});
const { createUsersRepo } = await import(${JSON.stringify(src('./services/users/users-repo.ts'))});
const go = Number(process.env.GO_AT);
while (Date.now() < go) {}
const url = process.env.DATABASE_URL;
const store = await openStore({ dataDir: process.env.DIR, database: url ? { url, pool: 2 } : undefined });
const secret = new TextDecoder().decode(url ? await loadStoredJwtSecret(store.db) : loadJwtSecret(process.env.DIR));
await store.migrate('plugin', [
  { version: 1, name: 'a table', sql: 'CREATE TABLE plugin_things (id INTEGER PRIMARY KEY)' },
  { version: 2, name: 'a column', sql: 'ALTER TABLE plugin_things ADD COLUMN name TEXT' },
]);
await ensureAdmin({ email: 'admin@example.com', password: 'Admin-passw0rd' }, createUsersRepo(store.db, () => new Date()), { info() {} });
await store.close();
console.log(JSON.stringify({ secret }));
`;

function startOne(goAt: number, databaseUrl?: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', START], {
    env: { PATH: process.env.PATH, DIR: dataDir, GO_AT: String(goAt), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

async function startSix(databaseUrl?: string) {
  // Far enough ahead for every process to have loaded its modules.
  const goAt = Date.now() + 2500;
  const runs = await Promise.all(Array.from({ length: 6 }, () => startOne(goAt, databaseUrl)));
  for (const run of runs) expect(run.code, run.out).toBe(0);
  const secrets = new Set(runs.map((run) => (JSON.parse(run.out.trim().split('\n').pop()!) as { secret: string }).secret));
  expect(secrets.size).toBe(1);
  expect([...secrets][0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
}

const expectedMigrations = [
  ...platformMigrations.map((m) => ({ owner: 'platform', version: m.version })).sort((a, b) => a.version - b.version),
  ...[1, 2].map((version) => ({ owner: 'plugin', version })),
];

it('hosts starting at once on a fresh data dir migrate once, share one whole secret, and create one admin', async () => {
  await startSix();
  // No candidate secret is left beside the one kept.
  expect(readdirSync(dataDir).filter((name) => name.startsWith('jwt-secret'))).toEqual(['jwt-secret']);

  const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
  try {
    expect(db.prepare('SELECT owner, version FROM schema_migrations ORDER BY owner, version').all()).toEqual(expectedMigrations);
    expect(db.prepare("SELECT email, role FROM users").all()).toEqual([{ email: 'admin@example.com', role: 'ADMIN' }]);
  } finally {
    db.close();
  }
}, 30_000);

it('hosts starting at once on a fresh PostgreSQL database migrate once, share the secret it keeps, and create one admin', async () => {
  const url = await createTestDatabase();
  await startSix(url);
  const store = postgresStore(url, { maxConnections: 1 });
  try {
    expect(await store.db.selectFrom('schema_migrations').select(['owner', 'version']).orderBy('owner').orderBy('version').execute()).toEqual(expectedMigrations);
    expect(await store.db.selectFrom('users').select(['email', 'role']).execute()).toEqual([{ email: 'admin@example.com', role: 'ADMIN' }]);
  } finally {
    await store.close();
  }
}, 30_000);

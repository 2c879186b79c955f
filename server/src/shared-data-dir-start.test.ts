import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { platformMigrations } from './services/database/platform-migrations.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'speechdeck-shared-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What every host does first on a data dir, in a process of its own: open (and migrate) the
 * database, load or make the session secret, create the admin of SPEECHDECK_ADMIN_EMAIL. All of
 * them wait for one instant, then go.
 */
const START = `
const { openDatabase } = await import(${JSON.stringify(src('./services/database/database.ts'))});
const { migrate } = await import(${JSON.stringify(src('./services/database/migrations.ts'))});
const { loadJwtSecret } = await import(${JSON.stringify(src('./services/auth/access-tokens.ts'))});
const { ensureAdmin } = await import(${JSON.stringify(src('./services/users/users-plugin.ts'))});
const { createUsersRepo } = await import(${JSON.stringify(src('./services/users/users-repo.ts'))});
const go = Number(process.env.GO_AT);
while (Date.now() < go) {}
const secret = new TextDecoder().decode(loadJwtSecret(process.env.DIR));
const db = openDatabase(process.env.DIR);
migrate(db, 'plugin', [
  { version: 1, name: 'a table', sql: 'CREATE TABLE plugin_things (id INTEGER PRIMARY KEY)' },
  { version: 2, name: 'a column', sql: 'ALTER TABLE plugin_things ADD COLUMN name TEXT' },
]);
await ensureAdmin({ email: 'admin@example.com', password: 'Admin-passw0rd' }, createUsersRepo(db, () => new Date()), { info() {} });
console.log(JSON.stringify({ secret }));
`;

function startOne(goAt: number): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', START], {
    env: { PATH: process.env.PATH, DIR: dataDir, GO_AT: String(goAt) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, out })));
}

it('hosts starting at once on a fresh data dir migrate once, share one whole secret, and create one admin', async () => {
  // Far enough ahead for every process to have loaded its modules.
  const goAt = Date.now() + 2500;
  const runs = await Promise.all(Array.from({ length: 6 }, () => startOne(goAt)));
  for (const run of runs) expect(run.code, run.out).toBe(0);
  const secrets = new Set(runs.map((run) => (JSON.parse(run.out.trim().split('\n').pop()!) as { secret: string }).secret));
  expect(secrets.size).toBe(1);
  expect([...secrets][0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
  // No candidate secret is left beside the one kept.
  expect(readdirSync(dataDir).filter((name) => name.startsWith('jwt-secret'))).toEqual(['jwt-secret']);

  const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
  try {
    const recorded = db.prepare('SELECT owner, version FROM schema_migrations ORDER BY owner, version').all();
    expect(recorded).toEqual([
      ...platformMigrations.map((m) => ({ owner: 'platform', version: m.version })).sort((a, b) => a.version - b.version),
      ...[1, 2].map((version) => ({ owner: 'plugin', version })),
    ]);
    expect(db.prepare("SELECT email, role FROM users").all()).toEqual([{ email: 'admin@example.com', role: 'ADMIN' }]);
  } finally {
    db.close();
  }
}, 30_000);

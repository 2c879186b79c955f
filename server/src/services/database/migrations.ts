import type { Database } from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { PlatformTables } from './platform-tables.ts';
import type { Migration } from '@speechdeck/core/server';

/**
 * Applies the owner's migrations that are not applied yet, each in its own transaction.
 * Owners ('platform', a plugin id) keep their own version sequence so plugins migrate independently.
 * Several processes may start on one database at once: each migration runs in an IMMEDIATE
 * transaction (the write lock first, waiting up to the busy timeout) and checks again inside it
 * whether another process applied it meanwhile.
 */
export function migrate(db: Database, owner: string, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    owner TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,
    PRIMARY KEY (owner, version))`);
  const applied = db.prepare<[string], number>('SELECT version FROM schema_migrations WHERE owner = ?').pluck();
  const isApplied = db.prepare<[string, number], number>('SELECT 1 FROM schema_migrations WHERE owner = ? AND version = ?').pluck();
  const record = db.prepare('INSERT INTO schema_migrations (owner, version, name, applied_at) VALUES (?, ?, ?, ?)');
  const done = new Set(applied.all(owner));
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      if (isApplied.get(owner, migration.version)) return;
      db.exec(migration.sql);
      record.run(owner, migration.version, migration.name, new Date().toISOString());
    }).immediate();
  }
}

// One lock for every owner's migrations: plugins' tables refer to the platform's.
const MIGRATION_LOCK = 7_401_262;

/**
 * The same on PostgreSQL: each migration in a transaction that first takes an advisory lock, so
 * processes starting together apply each migration once; `postgres` is used where it is given.
 */
export async function migratePostgres(db: Kysely<PlatformTables>, owner: string, migrations: readonly Migration[]): Promise<void> {
  // Under the lock too: CREATE TABLE IF NOT EXISTS is not safe against a concurrent creator (the
  // loser fails on the catalog's type or unique index).
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      owner TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,
      PRIMARY KEY (owner, version))`.execute(trx);
  });
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
      const applied = await sql`SELECT 1 FROM schema_migrations WHERE owner = ${owner} AND version = ${migration.version}`.execute(trx);
      if (applied.rows.length > 0) return;
      await sql.raw(migration.postgres ?? migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (owner, version, name, applied_at)
        VALUES (${owner}, ${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(trx);
    });
  }
}

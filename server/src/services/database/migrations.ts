import type { Database } from 'better-sqlite3';
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

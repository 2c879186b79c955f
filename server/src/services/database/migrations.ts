import type { Database } from 'better-sqlite3';
import type { Migration } from '@speechdeck/core/server';

/**
 * Applies the owner's migrations that are not applied yet, each in its own transaction.
 * Owners ('platform', a plugin id) keep their own version sequence so plugins migrate independently.
 */
export function migrate(db: Database, owner: string, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    owner TEXT NOT NULL, version INTEGER NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL,
    PRIMARY KEY (owner, version))`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations WHERE owner = ?').pluck().all(owner) as number[],
  );
  const record = db.prepare('INSERT INTO schema_migrations (owner, version, name, applied_at) VALUES (?, ?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(owner, migration.version, migration.name, new Date().toISOString());
    })();
  }
}

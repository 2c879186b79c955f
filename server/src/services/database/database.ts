import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { migrate } from './migrations.ts';
import { platformMigrations } from './platform-migrations.ts';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'));
  // Waits for another process's lock (one starting or migrating beside this one) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, 'platform', platformMigrations);
  return db;
}

export default fp(
  async (app) => {
    const db = openDatabase(app.config.dataDir);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { migrate } from './migrations.ts';
import { platformMigrations } from './platform-migrations.ts';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
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

import { errorMessage } from '@speechdeck/core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { HttpError } from '@speechdeck/core/server';
import { migrate } from './migrations.ts';
import { platformMigrations } from './platform-migrations.ts';
import { PG_CONNECT_WITHIN_MS, postgresStore, sqliteStore, type HostStore } from './host-store.ts';
import type { Config } from '../../config.ts';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'));
  // Waits for another process's lock (one starting or migrating beside this one) instead of failing at once.
  db.pragma('busy_timeout = 5000');
  useWal(db);
  db.pragma('foreign_keys = ON');
  migrate(db, 'platform', platformMigrations);
  return db;
}

const WAL_WAIT_MS = 5000;

/**
 * Switching a new database to WAL needs it alone, and SQLite answers SQLITE_BUSY at once rather
 * than wait (busy_timeout does not cover it): a process starting beside another tries again.
 */
function useWal(db: Database): void {
  const deadline = Date.now() + WAL_WAIT_MS;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/** The configured store, migrated: PostgreSQL when SPEECHDECK_DATABASE_URL names one, else the data dir's SQLite file. */
export async function openStore(config: Pick<Config, 'database' | 'dataDir'> & Partial<Pick<Config, 'callWaitMs'>>): Promise<HostStore> {
  if (!config.database) return sqliteStore(openDatabase(config.dataDir));
  // A request that cannot get a connection is answered 503 well within the call wait, whatever that is set to.
  const connectWithinMs = Math.min(PG_CONNECT_WITHIN_MS, (config.callWaitMs ?? Infinity) / 2);
  const store = postgresStore(config.database.url, { maxConnections: config.database.pool, connectWithinMs, unreachableAs503: true });
  try {
    await store.migrate('platform', platformMigrations);
  } catch (error) {
    await store.close();
    const where = new URL(config.database.url);
    // At start the operator reads it: the network's own words, not the 503 a request would get.
    const reason = error instanceof HttpError && error.cause !== undefined ? error.cause : error;
    throw new Error(`cannot use the PostgreSQL database at ${where.host}${where.pathname}: ${errorMessage(reason)}`, { cause: error });
  }
  return store;
}

export default fp(
  async (app) => {
    const store = await openStore(app.config);
    app.decorate('store', store);
    app.addHook('onClose', () => store.close());
  },
  { name: 'database' },
);

import type { Database } from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Migration, PluginStore, StoreDialect } from '@speechdeck/core/server';
import { answeringPool } from './database-unreachable.ts';
import { migrate, migratePostgres } from './migrations.ts';
import { HostSqliteDialect } from './sqlite-dialect.ts';
import type { PlatformDb, PlatformTables } from './platform-tables.ts';

/** The host's store: its own tables, and each plugin's view of it. */
export interface HostStore {
  readonly dialect: StoreDialect;
  /** The host's own tables; plugins type theirs through `forPlugin(id).tables<T>()`. */
  readonly db: PlatformDb;
  migrate(owner: string, migrations: readonly Migration[]): Promise<void>;
  forPlugin(pluginId: string): PluginStore;
  /** Throws unless the store answers a query now (health, and workers before they take jobs). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export function sqliteStore(database: Database): HostStore {
  const db = new Kysely<PlatformTables>({ dialect: new HostSqliteDialect(database) });
  return hostStore('sqlite', db, async (owner, migrations) => migrate(database, owner, migrations), async () => void database.close());
}

// PostgreSQL answers bigint (count(*), identity columns) and numeric (avg()) as strings; our
// counts and sums stay far below 2^53.
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long a query waits for a connection (a new one, or a free one of the pool) before it is answered 503. */
export const PG_CONNECT_WITHIN_MS = 5000;

export interface PostgresStoreOptions {
  maxConnections?: number;
  connectWithinMs?: number;
  /** A host's: a database that cannot be reached fails queries with a 503 for the asker (an admin command keeps the network's own words). */
  unreachableAs503?: boolean;
}

export function postgresStore(connectionString: string, options: PostgresStoreOptions = {}): HostStore {
  const pool = new pg.Pool({ connectionString, max: options.maxConnections ?? 10, types: pgTypes, connectionTimeoutMillis: options.connectWithinMs ?? PG_CONNECT_WITHIN_MS });
  // An idle connection the server ended (a restart, a terminated backend) is replaced at the next
  // query, which reports its own error; unheard, the pool's 'error' event would end the process.
  pool.on('error', () => {});
  // The same for a connection lost while lent out between two queries (a transaction's, or one just
  // taken): pg emits that on the client itself, and unheard it would end the process; the next
  // query on it fails and reports.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<PlatformTables>({ dialect: new PostgresDialect({ pool: options.unreachableAs503 ? answeringPool(pool) : pool }) });
  return hostStore('postgres', db, (owner, migrations) => migratePostgres(db, owner, migrations), () => db.destroy());
}

function hostStore(
  dialect: StoreDialect,
  db: PlatformDb,
  migrateOwner: HostStore['migrate'],
  close: () => Promise<void>,
): HostStore {
  // A worker that lost its store closes it early (tests do, to see it report unhealthy); the host closes it again on its way out.
  let closed: Promise<void> | undefined;
  return {
    dialect,
    db,
    migrate: migrateOwner,
    forPlugin: (pluginId) => ({
      dialect,
      tables: <T>() => db as unknown as Kysely<T>,
      migrate: (migrations) => migrateOwner(pluginId, migrations),
    }),
    async probe() {
      await db.selectFrom('schema_migrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    },
    close: () => (closed ??= close()),
  };
}

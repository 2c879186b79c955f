import type { Database } from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's SQLite driver with two changes for a host that shares its database file:
 * - a transaction begins IMMEDIATE (the write lock first, waiting up to the busy timeout), so two
 *   processes that read then write cannot deadlock on upgrading their locks;
 * - the one connection is lent to one caller at a time, so two transactions started together
 *   (two requests, or a Promise.all) run one after the other instead of nesting.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    this.#release?.();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  // The host opened the database and closes it.
  override async destroy(): Promise<void> {}
}

export class HostSqliteDialect extends SqliteDialect {
  readonly #database: Database;

  constructor(database: Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

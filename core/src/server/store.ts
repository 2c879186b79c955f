import type { Kysely } from 'kysely';

/** Where the host keeps its state: one SQLite file (the embedded default) or a PostgreSQL server. */
export type StoreDialect = 'sqlite' | 'postgres';

/**
 * A schema change owned by the host or one plugin; applied once, in version order, in a
 * transaction. `sql` is SQLite's; `postgres` is PostgreSQL's where it differs (types, identity
 * columns, full-text search). Both are whole scripts and may hold several statements.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  postgres?: string;
}

/**
 * The host's store as one plugin sees it: its migrations are recorded under its id, and its
 * queries go through Kysely, which writes them for either dialect. A transaction on SQLite takes
 * the write lock when it begins (BEGIN IMMEDIATE), so two processes' read-then-write cannot
 * deadlock; it should hold only store work, since the one SQLite connection waits for it.
 */
export interface PluginStore {
  readonly dialect: StoreDialect;
  /** Kysely typed with the tables the plugin declares (a type only: nothing is checked at run time). */
  tables<T>(): Kysely<T>;
  /** Applies the plugin's migrations not applied yet; safe when several processes start at once. */
  migrate(migrations: readonly Migration[]): Promise<void>;
}

/** `like` on SQLite is case-blind for ASCII already; PostgreSQL needs `ilike` for the same match. */
export const caseBlindLike = (dialect: StoreDialect) => (dialect === 'postgres' ? 'ilike' : 'like');

export { sql } from 'kysely';
export type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

import type { Kysely, StoreDialect } from '@speechdeck/core/server';
import type { SpeakerTables } from './speaker-tables.ts';

/** Where a store's queries go: the plugin's tables, or one transaction over them. */
export interface StoreContext {
  db: Kysely<SpeakerTables>;
  dialect: StoreDialect;
}

/** Runs `work` in a transaction, or in the one `db` already is (a store called inside SpeakerStores.transaction). */
export function inTransaction<T>(db: Kysely<SpeakerTables>, work: (trx: Kysely<SpeakerTables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Holds the rows a select reads until its transaction ends, so that a concurrent write waits.
 * PostgreSQL needs FOR UPDATE; SQLite's transaction holds the whole database already (and has no
 * such clause).
 */
export const lockedOn = (dialect: StoreDialect) => <Q extends { forUpdate(): Q }>(query: Q): Q => (dialect === 'postgres' ? query.forUpdate() : query);

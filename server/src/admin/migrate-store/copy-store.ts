import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { sql } from 'kysely';
import { postgresStore } from '../../services/database/host-store.ts';
import { AdminError, EXIT_CODES } from '../admin-error.ts';
import { assertMediaDirApart, copyMedia, type MediaCopied } from './copy-media.ts';
import { parentsFirst, planTableCopy, type TableCopy } from './copy-plan.ts';
import { createTargetTables, insertRows, restartIdentity, storeJwtSecret, targetColumns, targetForeignKeys, usersOn, type TargetDb } from './postgres-target.ts';
import { openSqliteSource, sqliteColumns, sqliteRowCount, sqliteRows, sqliteSequences, sqliteTables } from './sqlite-source.ts';

export interface CopyStoreOptions {
  /** The SQLite installation's data dir. */
  from: string;
  /** The PostgreSQL database's URL. */
  to: string;
  /** The folder the PostgreSQL hosts share as SPEECHDECK_MEDIA_DIR; absent, no file is copied. */
  mediaDir?: string;
}

export interface CopyProgress {
  /** A table's copy begins: `rows` is told as its rows go in, `done` once they all have. */
  table(name: string, total: number): { rows(copied: number): void; done(copied: number): void };
  /** Something the operator has to know or do. */
  note(line: string): void;
}

export interface CopySummary {
  tables: { name: string; rows: number }[];
  media: MediaCopied | null;
}

// Rows per INSERT: as many as PostgreSQL's 65,535 bound values allow, and no more than this.
const MAX_BATCH_ROWS = 1000;
const MAX_BOUND_VALUES = 65_535;

/** `host:port/database` of a PostgreSQL URL, for messages: never its password. */
export const databaseAt = (url: string) => {
  const where = new URL(url);
  return `${where.host}${where.pathname}`;
};

/**
 * Copies a stopped SQLite installation into a PostgreSQL database that holds no accounts: its
 * tables made as a host makes them, every row of the SQLite file (in one transaction: a failure
 * leaves no row behind), each identity sequence started past the ids copied, the session secret,
 * and, given a media dir, the files.
 */
export async function copyStore(options: CopyStoreOptions, progress: CopyProgress): Promise<CopySummary> {
  if (options.mediaDir) assertMediaDirApart(options.from, options.mediaDir);
  const source = openSqliteSource(options.from);
  const target = postgresStore(options.to, { maxConnections: 1 });
  const db = target.db as unknown as TargetDb;
  try {
    const users = await usersOn(db).catch((error: unknown) => {
      throw new AdminError(`cannot use the PostgreSQL database at ${databaseAt(options.to)}: ${messageOf(error)}`);
    });
    if (users > 0) {
      throw new AdminError(`the PostgreSQL database at ${databaseAt(options.to)} already holds ${users} account(s): migrate-store fills a new database only, and changed nothing`, EXIT_CODES.REFUSED);
    }
    await createTargetTables(options.to);
    const plans = await planCopy(source, db, options.from);
    const media = options.mediaDir ? await copyMedia(options.from, options.mediaDir) : null;
    if (!media) progress.note(mediaLeftInPlace(options.from));
    const tables = await db.transaction().execute(async (trx) => {
      const copied = await copyRows(source, trx, plans, progress);
      const secret = join(options.from, 'jwt-secret');
      if (existsSync(secret)) await storeJwtSecret(trx, readFileSync(secret, 'utf8').trim());
      else progress.note(`No ${secret}: sessions were signed with SPEECHDECK_JWT_SECRET; set the same value on the PostgreSQL hosts, or everyone logs in again.`);
      return copied;
    });
    return { tables, media };
  } finally {
    source.close();
    await target.close();
  }
}

/** Every table of the SQLite file, parents first, each checked against its PostgreSQL table. */
async function planCopy(source: Database, db: TargetDb, from: string): Promise<TableCopy[]> {
  const columns = await targetColumns(db);
  const tables = sqliteTables(source);
  const missing = tables.filter((table) => !columns.has(table));
  if (missing.length) throw new AdminError(`PostgreSQL has no table ${missing.join(', ')} of the SQLite file: this version registers no plugin that makes it`);
  const applied = new Set([...sqliteRows(source, 'schema_migrations', ['owner', 'version'])].map((m) => `${String(m.owner)} ${String(m.version)}`));
  const { rows } = await sql<{ owner: string; version: number }>`SELECT owner, version FROM schema_migrations ORDER BY owner, version`.execute(db);
  const behind = rows.map((m) => `${m.owner} ${m.version}`).filter((migration) => !applied.has(migration));
  if (behind.length) {
    throw new AdminError(`the SQLite file lacks migrations of this version (${behind.join(', ')}): start this version's host on ${from} once and stop it (it migrates the file), then run migrate-store again`);
  }
  return parentsFirst(tables, await targetForeignKeys(db)).map((table) => planTableCopy(table, sqliteColumns(source, table), columns.get(table)!));
}

/**
 * The rows of every table, streamed from SQLite in batches. What the target's tables held before
 * (the records of its migrations, the secret its first start made) gives way to the SQLite file's.
 */
async function copyRows(source: Database, db: TargetDb, plans: readonly TableCopy[], progress: CopyProgress): Promise<CopySummary['tables']> {
  await sql`TRUNCATE ${sql.join(plans.map((plan) => sql.table(plan.table)))}`.execute(db);
  const sequences = sqliteSequences(source);
  const copied: CopySummary['tables'] = [];
  for (const plan of plans) {
    const shown = progress.table(plan.table, sqliteRowCount(source, plan.table));
    const batchRows = Math.min(MAX_BATCH_ROWS, Math.floor(MAX_BOUND_VALUES / plan.write.length));
    let rows = 0;
    let batch: unknown[][] = [];
    const flush = async () => {
      await insertRows(db, plan.table, plan.write, batch).catch((error: unknown) => {
        throw new AdminError(`copying table ${plan.table} (rows ${rows + 1}-${rows + batch.length}): ${messageOf(error)}`);
      });
      rows += batch.length;
      batch = [];
      shown.rows(rows);
    };
    for (const row of sqliteRows(source, plan.table, plan.read)) {
      batch.push(plan.values(row));
      if (batch.length === batchRows) await flush();
    }
    if (batch.length) await flush();
    for (const column of plan.identities) await restartIdentity(db, plan.table, column, sequences.get(plan.table) ?? 0);
    shown.done(rows);
    copied.push({ name: plan.table, rows });
  }
  return copied;
}

function mediaLeftInPlace(dataDir: string): string {
  const [media, images] = [join(dataDir, 'media'), join(dataDir, 'images')];
  return `Media not copied (no --media-dir). Set SPEECHDECK_MEDIA_DIR=${media} on the PostgreSQL hosts and move ${images} to ${join(media, 'images')}, `
    + 'or copy both into a shared folder laid out the same way (the contents of media/ at its top, images/ in it).';
}

// A refused connection to `localhost` is an AggregateError (one per address) with no message of its own.
const messageOf = (error: unknown) => (error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error));

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { AdminError } from '../admin-error.ts';

/** The SQLite file of a stopped installation, opened read-only. */
export function openSqliteSource(dataDir: string): Database {
  const file = join(dataDir, 'speechdeck.sqlite');
  if (!existsSync(file)) throw new AdminError(`no speechdeck.sqlite in ${dataDir}: --from names the data dir of the SQLite installation`);
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  // One read transaction: every table is read as of one moment, even if a host still writes.
  db.exec('BEGIN');
  return db;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The tables that hold rows: neither SQLite's own (sqlite_sequence, ...) nor the full-text
 * index's virtual and shadow tables, which PostgreSQL keeps as a generated column instead.
 */
export function sqliteTables(db: Database): string[] {
  const tables = db.pragma('table_list') as { schema: string; name: string; type: string }[];
  return tables.filter((t) => t.schema === 'main' && t.type === 'table' && !t.name.startsWith('sqlite_')).map((t) => t.name).sort();
}

export function sqliteColumns(db: Database, table: string): string[] {
  return (db.pragma(`table_info(${quoted(table)})`) as { name: string }[]).map((column) => column.name);
}

export function sqliteRowCount(db: Database, table: string): number {
  return db.prepare(`SELECT count(*) FROM ${quoted(table)}`).pluck().get() as number;
}

/** The rows of a table, one at a time (a table is never held whole in memory); `rowid` may be among the columns. */
export function sqliteRows(db: Database, table: string, columns: readonly string[]): IterableIterator<Record<string, unknown>> {
  return db.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table)}`).iterate() as IterableIterator<Record<string, unknown>>;
}

/**
 * The largest id each AUTOINCREMENT table ever gave (sqlite_sequence), deleted rows' included:
 * SQLite never gives such an id again, and neither may PostgreSQL (a deleted account's id given to
 * a new one would make the old account's unexpired tokens the new one's).
 */
export function sqliteSequences(db: Database): Map<string, number> {
  if (!db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence'").get()) return new Map();
  const rows = db.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[];
  return new Map(rows.map((row) => [row.name, row.seq]));
}

import { segmentTermColumns } from '@speechdeck/plugin-workspace/server';
import { AdminError } from '../admin-error.ts';
import type { TargetColumn } from './postgres-target.ts';

type Row = Record<string, unknown>;

/**
 * Columns PostgreSQL's tables have and SQLite's have not, other than `rowid` and generated ones,
 * and how a copy fills them from the SQLite row. A column of that kind missing here stops the copy
 * (planTableCopy), so a new one cannot be left empty unnoticed.
 */
const FILLED_FROM_ROW: Record<string, { columns: readonly string[]; fill(row: Row): Row }> = {
  // The workspace's search terms: SQLite's full-text index reads `sent` and `kw` itself.
  segments: { columns: ['sent_terms', 'kw_terms'], fill: (row) => segmentTermColumns({ sent: String(row.sent), kw: String(row.kw) }) },
};

export interface TableCopy {
  table: string;
  /** What is read from SQLite: its columns, and its hidden `rowid` where PostgreSQL keeps that as a column. */
  read: string[];
  /** What is written on PostgreSQL, in the order of `values(row)`. */
  write: string[];
  values(row: Row): unknown[];
  /** The target table's identity columns, whose sequences must start past the ids copied. */
  identities: string[];
}

/** How one table's rows go from SQLite to PostgreSQL, or why they cannot. */
export function planTableCopy(table: string, source: readonly string[], target: readonly TargetColumn[]): TableCopy {
  const targetNamed = new Map(target.map((column) => [column.name, column]));
  const lost = source.filter((column) => !targetNamed.has(column));
  if (lost.length) throw new AdminError(`table ${table}: PostgreSQL has no column ${lost.join(', ')} to copy the SQLite file's into`);
  // PostgreSQL computes its generated columns (the workspace's tsvector) itself.
  const copied = source.filter((column) => !targetNamed.get(column)!.generated);
  const postgresOnly = target.filter((column) => !column.generated && !source.includes(column.name)).map((column) => column.name);
  // SQLite's hidden row number, a column on PostgreSQL where the order rows were made in matters.
  const rowid = postgresOnly.includes('rowid') ? ['rowid'] : [];
  const filled = FILLED_FROM_ROW[table];
  const unfilled = postgresOnly.filter((column) => column !== 'rowid' && !filled?.columns.includes(column));
  if (unfilled.length) throw new AdminError(`table ${table}: PostgreSQL's column ${unfilled.join(', ')} has no counterpart in the SQLite file and no rule to fill it`);
  const fillColumns = filled?.columns.filter((column) => postgresOnly.includes(column)) ?? [];
  const read = [...copied, ...rowid];
  return {
    table,
    read,
    write: [...read, ...fillColumns],
    values(row) {
      const extra = filled ? filled.fill(row) : {};
      return [...read.map((column) => row[column]), ...fillColumns.map((column) => extra[column])];
    },
    identities: target.filter((column) => column.identity).map((column) => column.name),
  };
}

/** The tables with every table a foreign key refers to before the table holding it: PostgreSQL checks each row as it is inserted. */
export function parentsFirst(tables: readonly string[], foreignKeys: readonly { table: string; references: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new AdminError(`the foreign keys of table ${table} form a cycle: no order copies it`);
    visiting.add(table);
    for (const key of foreignKeys) if (key.table === table && key.references !== table && tables.includes(key.references)) visit(key.references);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

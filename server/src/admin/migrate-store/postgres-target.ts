import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { buildServer } from '../../build-server.ts';
import { loadConfig } from '../../config.ts';
import { servicePlugins } from '../../service-plugins.ts';
import { STORED_JWT_SECRET } from '../../services/auth/access-tokens.ts';

/** The target's tables, untyped: which ones there are is read from the SQLite file. */
export type TargetDb = Kysely<unknown>;

/**
 * Creates every table on the database as a host does: a worker with every plugin is built on it
 * and closed, so the platform's and each plugin's migrations run as they would at a start (a
 * worker serves no API, so it makes no admin account). Its settings are only what that needs, in
 * a scratch data dir: no engine or queue setting of the operator's shell can stop it.
 */
export async function createTargetTables(url: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'speechdeck-migrate-'));
  try {
    const config = loadConfig({
      PATH: process.env.PATH, SPEECHDECK_ROLE: 'worker', SPEECHDECK_DATABASE_URL: url, SPEECHDECK_DATA_DIR: scratch,
      SPEECHDECK_MEDIA_DIR: join(scratch, 'media'), SPEECHDECK_LOG_LEVEL: 'silent',
    });
    const host = await buildServer(config, { plugins: servicePlugins });
    await host.close();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** How many accounts the database holds (none before its tables exist). */
export async function usersOn(db: TargetDb): Promise<number> {
  const { rows } = await sql<{ users: string | null }>`SELECT to_regclass('users')::text AS users`.execute(db);
  if (!rows[0]?.users) return 0;
  return (await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(db)).rows[0]!.n;
}

export interface TargetColumn {
  name: string;
  /** GENERATED ALWAYS AS (...) STORED: PostgreSQL computes it, nothing is written to it. */
  generated: boolean;
  /** An identity column, whose sequence must start past the ids copied. */
  identity: boolean;
}

export async function targetColumns(db: TargetDb): Promise<Map<string, TargetColumn[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_generated: string; is_identity: string }>`
    SELECT table_name, column_name, is_generated, is_identity FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
  const tables = new Map<string, TargetColumn[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, generated: row.is_generated === 'ALWAYS', identity: row.is_identity === 'YES' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Each foreign key of the target as the table holding it and the table it refers to. */
export async function targetForeignKeys(db: TargetDb): Promise<{ table: string; references: string }[]> {
  const { rows } = await sql<{ table: string; references: string }>`
    SELECT child.relname AS table, parent.relname AS references FROM pg_constraint key
    JOIN pg_class child ON child.oid = key.conrelid JOIN pg_class parent ON parent.oid = key.confrelid
    WHERE key.contype = 'f' AND child.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows;
}

export async function insertRows(db: TargetDb, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  const values = rows.map((row) => sql`(${sql.join(row)})`);
  await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(values)}`.execute(db);
}

/** The next id the column's sequence gives: past its largest value, and past `floor`. */
export async function restartIdentity(db: TargetDb, table: string, column: string, floor: number): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), greatest(coalesce(max(${sql.ref(column)}), 0), ${floor}) + 1, false)
    FROM ${sql.table(table)}`.execute(db);
}

/** The secret hosts on PostgreSQL sign sessions with (see loadStoredJwtSecret). */
export async function storeJwtSecret(db: TargetDb, secret: string): Promise<void> {
  await sql`INSERT INTO platform_secrets (name, value) VALUES (${STORED_JWT_SECRET}, ${secret}) ON CONFLICT (name) DO UPDATE SET value = excluded.value`.execute(db);
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Generated, JobQueue, PluginStore, StoreDialect } from '@speechdeck/core/server';
import { jobStates, openDatabase, trackedStatesOf, platformMigrations, postgresStore, sqliteStore, type HostStore, type JobStates } from '@speechdeck/server';

/** Every store a plugin's tables must work on. */
export const STORE_DIALECTS: readonly StoreDialect[] = ['sqlite', 'postgres'];

export interface TestStore {
  dialect: StoreDialect;
  /** The whole store, as the host holds it (the platform's own tables). */
  host: HostStore;
  forPlugin(pluginId: string): PluginStore;
  /** The platform's tracked jobs' states on this store, and their reader as `platform.jobs` has it. */
  jobStates: JobStates;
  jobs: Pick<JobQueue, 'trackedStates'>;
  /** A user row (plugins' tables refer to users); answers its id. */
  addUser(email?: string): Promise<number>;
  close(): Promise<void>;
}

/** The throwaway server the test run started (scripts/test-postgres.ts). */
export function testPostgresUrl(): string {
  const url = process.env.SPEECHDECK_TEST_POSTGRES_URL;
  if (!url) throw new Error('no test PostgreSQL server: the node tests start one in scripts/test-postgres.ts (globalSetup)');
  return url;
}

async function onTestServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database on the test server; answers its URL. */
export async function createTestDatabase(): Promise<string> {
  const url = new URL(testPostgresUrl());
  const name = `speechdeck_${randomBytes(6).toString('hex')}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops a database createTestDatabase made (its own clients still connected are cut). */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^speechdeck_[0-9a-f]{12}$/.test(name)) throw new Error(`not a test database: ${name}`);
  await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh store of the dialect with the platform's tables, as the host would have it. */
export async function openTestStore(dialect: StoreDialect): Promise<TestStore> {
  let store: HostStore;
  let cleanUp: () => void | Promise<void> = () => {};
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'speechdeck-store-'));
    store = sqliteStore(openDatabase(dir));
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  } else {
    const url = await createTestDatabase();
    store = postgresStore(url, { maxConnections: 4 });
    await store.migrate('platform', platformMigrations);
    cleanUp = () => dropTestDatabase(url);
  }
  let users = 0;
  const states = jobStates(store.db, () => new Date());
  return {
    dialect,
    host: store,
    forPlugin: (pluginId) => store.forPlugin(pluginId),
    jobStates: states,
    jobs: { trackedStates: trackedStatesOf(states) },
    async addUser(email = `user${++users}@speechdeck.test`) {
      const db = store.forPlugin('test').tables<{ users: { id: Generated<number>; email: string; password_hash: string; role: string; created_at: string } }>();
      const row = await db
        .insertInto('users')
        .values({ email, password_hash: '-', role: 'USER', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await store.close();
      await cleanUp();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Clock, ServerPlugin, ServiceRef, StoreDialect } from '@speechdeck/core/server';
import { buildServer, createAccountMailWork, loadConfig, openStore, pgTypes, type AccountMailWork, type HostStore } from '@speechdeck/server';
import { createTestDatabase, dropTestDatabase } from './test-stores.ts';

export interface TestHost {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  /** The store it runs on: SQLite, or PostgreSQL when the run asks for it (SPEECHDECK_TEST_STORE=postgres). */
  dialect: StoreDialect;
  /** Where its jobs wait: its store's table, or Redis when the run asks for it (SPEECHDECK_TEST_QUEUE=redis). */
  queue: StoreDialect | 'redis';
  clock: MovableClock;
  /**
   * Rows of a query on the host's store, to check what a call stored: SQL both dialects read
   * alike, with `?` placeholders.
   */
  query(sql: string, ...params: unknown[]): Promise<Record<string, unknown>[]>;
  /** Every .eml in the outbox, oldest first. */
  outbox(): { file: string; raw: string }[];
  /** The newest outbox message to `to`, with the first dashboard link it carries (query decoded). */
  lastMailTo(to: string): Mail;
  /**
   * The same, once the mail the host sends after answering (registration, reset, confirmation)
   * is out: use it after those calls.
   */
  mailTo(to: string): Promise<Mail>;
  /** Where the host runs that mail work: `idle()` waits for it. */
  accountMailWork: AccountMailWork;
  close(): Promise<void>;
}

export interface Mail {
  raw: string;
  link: string | null;
  token: string | null;
}

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start = Date.now()): MovableClock {
  let at = start;
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

export const TEST_ADMIN = { email: 'admin@speechdeck.test', password: 'Admin-Passw0rd!' };

export interface TestHostOptions {
  /** The server parts of the plugins the test needs (none: accounts and the platform calls only). */
  plugins?: readonly ServerPlugin[];
  /** Overrides any setting of the host or of a plugin. */
  env?: Record<string, string>;
  /** Reuses a folder (a restarted host), which close() then leaves in place. */
  dataDir?: string;
  /** Services to use instead of what the plugins provide (failure paths). */
  overrides?: readonly ServiceOverride<unknown>[];
}

export type ServiceOverride<T> = readonly [ServiceRef<T>, T];

/** A service instance to use instead of what a plugin provides: `override(diarizerRef, failing)`. */
export const override = <T>(ref: ServiceRef<T>, instance: T): ServiceOverride<T> => [ref, instance];

/**
 * A real host on a free loopback port with its own temp data dir (real SQLite file, outbox mail),
 * an admin account, a movable clock, and just the plugins the test names.
 */
export async function startTestHost(options: TestHostOptions = {}): Promise<TestHost> {
  const env = options.env ?? {};
  // A given data dir belongs to the caller (a restart test reuses it), so close() leaves it.
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'speechdeck-test-'));
  const clock = movableClock();
  const database = process.env.SPEECHDECK_TEST_STORE === 'postgres' && !env.SPEECHDECK_DATABASE_URL ? await testDatabaseOf(dataDir) : undefined;
  const queue = process.env.SPEECHDECK_TEST_QUEUE === 'redis' && !env.SPEECHDECK_QUEUE_URL ? testQueueOf(dataDir) : undefined;
  const mediaUrl = process.env.SPEECHDECK_TEST_MEDIA === 's3' && !env.SPEECHDECK_MEDIA_DIR && !env.SPEECHDECK_MEDIA_URL ? testBucketOf(dataDir) : undefined;
  const accountMailWork = createAccountMailWork();
  // A host that fails to start (a setting it refuses, what a start-failure test wants) leaves no temp dir behind.
  const { config, app } = await (async () => {
    const config = loadConfig({
      ...machineEnv(),
      SPEECHDECK_DATA_DIR: dataDir,
      SPEECHDECK_ADMIN_EMAIL: TEST_ADMIN.email,
      SPEECHDECK_ADMIN_PASSWORD: TEST_ADMIN.password,
      SPEECHDECK_LOG_LEVEL: 'warn',
      SPEECHDECK_PUBLIC_URL: 'http://127.0.0.1:8080',
      // A test's downloads it did not read to the end must not hold its close for the production grace.
      SPEECHDECK_SHUTDOWN_GRACE_SECONDS: '1',
      ...(database ? { SPEECHDECK_DATABASE_URL: database } : {}),
      ...queue,
      ...(mediaUrl ? { SPEECHDECK_MEDIA_URL: mediaUrl } : {}),
      ...env,
      PORT: '0',
    });
    const app = await buildServer(config, {
      clock,
      accountMailWork,
      plugins: options.plugins ?? [],
      overrides: new Map(options.overrides?.map(([ref, instance]) => [ref.id, instance])),
    });
    return { config, app };
  })().catch((error: unknown) => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  logRequests(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in mail follow the public URL; tests run on a random port, so point it here.
  config.publicUrl = env.SPEECHDECK_PUBLIC_URL ?? url;

  const outbox = () => {
    const dir = join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    return files.map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
  };

  return {
    app, url, dataDir, clock, outbox, accountMailWork,
    dialect: database ? 'postgres' : 'sqlite',
    queue: config.redis ? 'redis' : database ? 'postgres' : 'sqlite',
    async query(sql, ...params) {
      if (database) return queryPostgres(database, sql, params);
      const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
      try {
        return db.prepare(sql).all(...params) as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    lastMailTo,
    async mailTo(to) {
      await accountMailWork.idle();
      return lastMailTo(to);
    },
    async close() {
      await app.close();
      if (options.dataDir) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await dropTestDatabase(database);
    },
  };

  function lastMailTo(to: string): Mail {
    const mail = outbox().reverse().find((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m.raw));
    if (!mail) throw new Error(`no mail to ${to} in the outbox`);
    const unfolded = decodeQuotedPrintable(mail.raw);
    const link = unfolded.match(/https?:\/\/\S+#\/\S+/)?.[0] ?? null;
    const token = link ? new URL(link.replace('#/', '')).searchParams.get('token') : null;
    return { raw: unfolded, link, token };
  }
}

/**
 * The store a test host on `dataDir` uses (SQLite in it, or its PostgreSQL database), opened
 * beside the host: to write what a test needs there before the host starts.
 */
export async function openTestHostStore(dataDir: string): Promise<HostStore> {
  const database = process.env.SPEECHDECK_TEST_STORE === 'postgres' ? { url: await testDatabaseOf(dataDir), pool: 2 } : undefined;
  return openStore({ dataDir, database });
}

/**
 * The PostgreSQL database of a test host's data dir (SPEECHDECK_TEST_STORE=postgres): made with
 * the folder, and found again by a host restarted on it.
 */
async function testDatabaseOf(dataDir: string): Promise<string> {
  const file = join(dataDir, 'test-database-url');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const url = await createTestDatabase();
  writeFileSync(file, url);
  return url;
}

/**
 * The Redis queue of a test host's data dir (SPEECHDECK_TEST_QUEUE=redis): the run's server, keys
 * under a prefix made with the folder, so a host restarted on it finds its jobs again.
 */
function testQueueOf(dataDir: string): Record<string, string> {
  const url = process.env.SPEECHDECK_TEST_REDIS_URL;
  if (!url) throw new Error('no test Redis server: the node tests start one in scripts/test-redis.ts (globalSetup)');
  return { SPEECHDECK_QUEUE_URL: url, SPEECHDECK_QUEUE_PREFIX: prefixOf(dataDir, 'test-queue-prefix') };
}

/** A prefix made once for a data dir and kept in it, so that a host restarted on the folder finds its keys again. */
function prefixOf(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, `test-${randomBytes(6).toString('hex')}`);
  return readFileSync(file, 'utf8');
}

/**
 * The media of a test host's data dir in the run's bucket (SPEECHDECK_TEST_MEDIA=s3), under a
 * prefix made with the folder, so a host restarted on it finds its files again.
 */
function testBucketOf(dataDir: string): string {
  const url = process.env.SPEECHDECK_TEST_S3_URL;
  if (!url) throw new Error('no test S3 server: the node tests start one in scripts/test-s3.ts (globalSetup)');
  return `${url}/${prefixOf(dataDir, 'test-media-prefix')}`;
}

/** Rows of one query on a PostgreSQL database, `?` placeholders numbered for it (what TestHost.query does there). */
export async function queryPostgres(url: string, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url, types: pgTypes });
  await client.connect();
  try {
    let n = 0;
    return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * With SPEECHDECK_TEST_ROUTE_LOG set (`pnpm test` sets it), every method and path a test asks of
 * the host is appended there, once per host: scripts/route-coverage.ts checks that the run asked
 * something of every route the OpenAPI document lists.
 */
function logRequests(app: FastifyInstance): void {
  const log = process.env.SPEECHDECK_TEST_ROUTE_LOG;
  if (!log) return;
  const seen = new Set<string>();
  app.server.on('request', (request: { method?: string; url?: string }) => {
    const line = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    if (seen.has(line)) return;
    seen.add(line);
    appendFileSync(log, `${line}\n`);
  });
}

/** The machine's environment (PATH finds the engines) without any speechdeck or SMTP setting of the developer's. */
function machineEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(SPEECHDECK_|SMTP_|PORT$|HOST$)/.test(key)));
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

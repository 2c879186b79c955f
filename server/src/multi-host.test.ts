import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedRedis } from './services/redis/shared-redis.ts';
import { lockOwner, redisJobBackend } from './services/jobs/redis-job-backend.ts';
import {
  createTestDatabase, freePort, librivoxClips, queryPostgres, startCompiledHost, startRedisServer, startS3Server, uploadTo, type CompiledHost, type RedisServer,
} from '@speechdeck/testing';

const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `multi-host-${name}-`));
  folders.push(dir);
  return dir;
};
const scratch = folder('scratch');
const started: Host[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const host of started) host.child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A lease short enough that a killed worker's job is taken over within the test (30 s by default), long enough that renewals slowed by a loaded machine (the whole suite running beside it) do not lose it. */
const LEASE_SECONDS = '15';

interface JobView {
  id: string;
  status: string;
  attempts: number;
  /** The lease holder (`host/pid/uuid`) while it runs. */
  owner: string | null;
}

/**
 * How the processes share state: one data dir on one machine (SQLite); or, as on several machines,
 * a data dir each with one PostgreSQL database and one media folder between them, the jobs in its
 * table; or the jobs on Redis and the media in an S3-compatible bucket, nothing shared on disk. Workers reach PostgreSQL through a proxy the test can cut.
 */
interface Deployment {
  store: 'sqlite' | 'postgres';
  queue: 'sqlite' | 'postgres' | 'redis';
  media: 'folder' | 's3';
  /** The environment of a new process (each gets its own data dir when the store is shared by URL). */
  env(role: 'api' | 'worker'): Record<string, string>;
  rows<T>(query: string, ...params: unknown[]): Promise<T[]>;
  /** The job whose id ends with `/suffix`, as its queue holds it. */
  job(suffix: string): Promise<JobView | undefined>;
  /** Workers' way to the database, to cut and restore (PostgreSQL only). */
  workersDatabase?: TcpProxy;
  redis?: RedisServer;
}

function oneDataDir(): Promise<Deployment> {
  const dataDir = folder('data');
  const rows = async <T>(query: string, ...params: unknown[]) => {
    const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
    try {
      return db.prepare(query).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  return Promise.resolve({ store: 'sqlite', queue: 'sqlite', media: 'folder', env: () => ({ SPEECHDECK_DATA_DIR: dataDir, SPEECHDECK_JOB_LEASE_SECONDS: LEASE_SECONDS }), rows, job: jobInTable(rows) });
}

async function sharedPostgres(withRedis: boolean, mediaIn: 'folder' | 'bucket' = 'folder'): Promise<Deployment> {
  const url = await createTestDatabase();
  const proxy = await tcpProxy(Number(new URL(url).port));
  cleanups.push(proxy.close);
  const throughProxy = new URL(url);
  throughProxy.port = String(proxy.port);
  const bucket = mediaIn === 'bucket' ? await startS3Server() : undefined;
  if (bucket) cleanups.push(bucket.stop);
  const mediaEnv: Record<string, string> = bucket ? { SPEECHDECK_MEDIA_URL: `${bucket.url}/multi-host` } : { SPEECHDECK_MEDIA_DIR: folder('media') };
  const rows = async <T>(query: string, ...params: unknown[]) => (await queryPostgres(url, query, params)) as T[];
  const redis = withRedis ? await startRedisServer() : undefined;
  if (redis) cleanups.push(redis.stop);
  const queueEnv: Record<string, string> = redis ? { SPEECHDECK_QUEUE_URL: redis.url, SPEECHDECK_QUEUE_PREFIX: 'multi-host' } : {};
  return {
    store: 'postgres',
    queue: redis ? 'redis' : 'postgres',
    media: bucket ? 's3' : 'folder',
    env: (role) => ({
      SPEECHDECK_DATA_DIR: folder('data'), ...mediaEnv, SPEECHDECK_JOB_LEASE_SECONDS: LEASE_SECONDS, ...queueEnv,
      SPEECHDECK_DATABASE_URL: role === 'worker' ? throughProxy.href : url,
    }),
    rows,
    job: redis ? jobOnRedis(redis.url, 'multi-host') : jobInTable(rows),
    workersDatabase: proxy,
    redis,
  };
}

const jobInTable = (rows: Deployment['rows']) => async (suffix: string) =>
  (await rows<JobView>('SELECT id, status, attempts, lease_owner AS owner FROM jobs WHERE id LIKE ?', `%/${suffix}`))[0];

/** The job as BullMQ keeps it: its state through the queue's own reading, its lease holder from its lock. */
function jobOnRedis(url: string, prefix: string) {
  return async (suffix: string): Promise<JobView | undefined> => {
    const redis = sharedRedis({ url, prefix });
    try {
      const key = (await redis.client.keys(`${prefix}:jobs:*/${suffix}`))[0];
      if (!key) return undefined;
      const id = key.slice(`${prefix}:jobs:`.length);
      const state = await redisJobBackend(redis, { leaseMs: 5000, maxAttempts: 3, retryDelayMs: 2000 }).status(id);
      const lock = await redis.client.get(`${key}:lock`);
      return state && { id, status: state.status, attempts: state.attempts, owner: lock && lockOwner(lock) };
    } finally {
      redis.client.disconnect();
    }
  };
}

interface TcpProxy {
  port: number;
  /** Refuses new connections and ends the open ones: what a lost network looks like to the client. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function tcpProxy(targetPort: number): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const restore = () => new Promise<void>((listening) => {
    server = createServer((client) => {
      const upstream = connect(targetPort, '127.0.0.1');
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
    }).listen(port, '127.0.0.1', listening);
  });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((closed) => closing.close(closed));
  };
  await restore();
  return { port, cut, restore, close: cut };
}

type Host = CompiledHost & { dataDir: string };

async function startHost(deployment: Deployment, name: string, role: 'api' | 'worker'): Promise<Host> {
  const env = deployment.env(role);
  const host = { ...(await startCompiledHost(name, { SPEECHDECK_ROLE: role, ...env })), dataDir: env.SPEECHDECK_DATA_DIR! };
  started.push(host);
  return host;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${started.map((h) => `--- ${h.name}\n${h.output().slice(-3000)}`).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Result = { processId: string; status: string; error: string | null; text: string; segments: unknown[] };
const ranJob = (host: Host, id: string) => host.output().split('\n').some((line) => line.includes('"job done"') && line.includes(JSON.stringify(id)));
/** Calls of a kind the host's log says it ran (a call's job id is 'call/<uuid>'). */
const ranCalls = (host: Host, kind: string) => host.output().split('\n').filter((line) => line.includes('"job done"') && line.includes('"job":"call/') && line.includes(`"kind":${JSON.stringify(kind)}`)).length;

describe.each([
  ['one data dir (SQLite)', oneDataDir],
  ['PostgreSQL and a media folder, a data dir each (as on several machines)', () => sharedPostgres(false)],
  ['PostgreSQL, Redis (BullMQ) and a media bucket, a data dir each (no file shared)', () => sharedPostgres(true, 'bucket')],
] as const)('two API hosts and two workers on %s', (_name, deploy) => {
  it('share accounts, jobs and results; only workers run jobs; a worker killed mid-job leaves it to the other, which completes it once; and more', async () => {
    const deployment = await deploy();
    const clips = librivoxClips();
    expect(clips.length, 'Debian pocketsphinx-testdata').toBeGreaterThan(2);

    // All four start at once on a fresh store: migrations, the secret and the registry race.
    const hosts = await Promise.all([startHost(deployment, 'api A', 'api'), startHost(deployment, 'api B', 'api'), startHost(deployment, 'worker 1', 'worker'), startHost(deployment, 'worker 2', 'worker')]);
    const [a, b, ...workers] = hosts;
    const [healthA, healthB, ...healthW] = await Promise.all(hosts.map((host) => host.healthy()));
    const about = { store: deployment.store, queue: deployment.queue, media: deployment.media };
    const engines = { engines: expect.any(Array), models: expect.any(Array) };
    expect(healthA).toEqual({ status: 'ok', role: 'api', ...about, takesJobs: false, ...engines });
    expect(healthB).toMatchObject({ role: 'api', takesJobs: false });
    for (const health of healthW) expect(health).toEqual({ status: 'ok', role: 'worker', ...about, takesJobs: true, ...engines });
    expect((await fetch(`${workers[0]!.url}/auth/login`, { method: 'POST' })).status).toBe(404);

    // Register on A; the confirmation mail lands in A's outbox; confirm and log in on B.
    const account = { email: 'roaming@example.com', password: 'a fine passphrase' };
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${a!.url}/auth/registration`, { method: 'POST', headers: json, body: JSON.stringify({ ...account, matchingPassword: account.password, firstName: 'Ro', lastName: 'Aming' }) });
    expect(registered.status).toBe(200);
    const token = await until('the confirmation mail', () => {
      const outbox = join(a!.dataDir, 'outbox');
      const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const raw = mails.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((m) => m.includes(account.email));
      return raw ? /[?&]token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] : undefined;
    });
    expect((await fetch(`${b!.url}/auth/registrationConfirm?token=${token}`)).status).toBe(200);
    const login = await fetch(`${b!.url}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
    expect(login.status).toBe(200);
    const jwt = ((await login.json()) as { jwtToken: string }).jwtToken;
    const bearer = { authorization: `Bearer ${jwt}` };
    const queue = async (host: Host, id: string, wav: string) => {
      const queued = await uploadTo(`${host.url}/api/stt/recognizeQueue?language=en&id=${id}`, jwt, wav);
      expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    };
    const resultOn = async (host: Host, id: string) => (await (await fetch(`${host.url}/api/stt/recognize/${id}`, { headers: bearer })).json()) as Result;
    const finished = (host: Host, id: string, ms?: number) => until(`the recognition ${id}`, async () => {
      const result = await resultOn(host, id);
      return result.status === 'done' || result.status === 'failed' ? result : undefined;
    }, ms);

    // Queue on A with B's token; read the result and search it on B.
    await queue(a!, 'clip-one', clips[0]!.wav);
    const done = await finished(b!, 'clip-one');
    expect(done.status, done.error ?? '').toBe('done');
    const word = done.text.split(/\W+/).find((w) => w.length >= 5)!;
    expect(word, done.text).toBeDefined();
    const search = await fetch(`${b!.url}/api/elastic/getRespBySentTextFromElastic?sent=${encodeURIComponent(word)}`, { headers: bearer });
    expect(search.status).toBe(200);
    expect(JSON.stringify(await search.json())).toContain('clip-one');
    // The player's media link, asked of A, plays from B (tokens are signed, not remembered by A); a forged one does not.
    const media = (await (await fetch(`${a!.url}/api/elastic/mediaToken?processId=clip-one`, { method: 'POST', headers: bearer })).json()) as { url: string };
    expect((await fetch(`${b!.url}${media.url}`)).status).toBe(200);
    expect((await fetch(`${b!.url}${media.url}A`)).status).toBe(401);
    // It ran on a worker: a worker's log names the job, the API hosts' logs do not.
    const job = await deployment.job('clip-one');
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(workers.some((worker) => ranJob(worker, job!.id)), workers.map((w) => w.output()).join('\n')).toBe(true);
    expect(ranJob(a!, job!.id) || ranJob(b!, job!.id)).toBe(false);

    // Synchronous calls asked of an API host run on a worker too, and answer as they would on one host.
    const recognized = await uploadTo(`${b!.url}/api/stt/recognize?language=en`, jwt, clips[1]!.wav);
    expect(recognized.status, JSON.stringify(recognized.body)).toBe(200);
    expect(recognized.body).toMatchObject({ status: 'done', fn: basename(clips[1]!.wav) });
    expect(String(recognized.body.text).split(' ').length).toBeGreaterThan(3);
    const spoken = await fetch(`${a!.url}/api/tts/synthesize`, { method: 'POST', headers: { ...bearer, ...json }, body: JSON.stringify({ text: 'Calls run on workers.', language: 'en' }) });
    expect(spoken.status).toBe(200);
    expect(Buffer.from(await spoken.arrayBuffer()).subarray(0, 4).toString()).toBe('RIFF');
    const refused = await fetch(`${a!.url}/api/tts/synthesize`, { method: 'POST', headers: { ...bearer, ...json }, body: JSON.stringify({ text: 'Hej.', language: 'xx' }) });
    expect(refused.status).toBe(422);
    for (const kind of ['stt.recognize', 'tts.synthesize-now']) {
      expect(workers.reduce((n, worker) => n + ranCalls(worker, kind), 0), kind).toBeGreaterThanOrEqual(1);
      expect(ranCalls(a!, kind) + ranCalls(b!, kind), kind).toBe(0);
    }

    // A long recording (the clips twice over): kill -9 the worker running it, mid-run.
    const long = join(scratch, 'long.wav');
    if (!existsSync(long)) {
      const sox = spawnSync('sox', [...clips, ...clips].map((clip) => clip.wav).concat(long));
      expect(sox.status, String(sox.stderr)).toBe(0);
    }
    await queue(b!, 'long-one', long);
    const lease = await until('a worker to take the long job', async () => {
      const view = await deployment.job('long-one');
      return view?.status === 'running' && view.owner ? view : undefined;
    });
    // The lease names a worker's process: no API host took it.
    const victim = workers.find((worker) => lease.owner!.split('/')[1] === String(worker.child.pid));
    expect(victim, `lease owner ${lease.owner}`).toBeDefined();
    const survivor = workers.find((worker) => worker !== victim)!;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await resultOn(a!, 'long-one')).status).toBe('running');
    victim!.child.kill('SIGKILL');
    await victim!.exited;
    const longDone = await finished(a!, 'long-one', 150_000);
    expect(longDone.status, longDone.error ?? '').toBe('done');
    // Exactly once: one result with its segments once, the job done on its second attempt, by the other worker.
    const sql = deployment.rows;
    expect(await sql("SELECT count(*) AS n FROM recognitions WHERE process_id = 'long-one'")).toEqual([{ n: 1 }]);
    expect(await sql("SELECT count(*) AS n FROM segments WHERE process_id = 'long-one'")).toEqual([{ n: longDone.segments.length }]);
    expect(longDone.segments.length).toBeGreaterThan(1);
    expect(await deployment.job('long-one')).toMatchObject({ status: 'done', attempts: 2 });
    expect(ranJob(survivor, lease.id)).toBe(true);
    expect(ranJob(a!, lease.id) || ranJob(b!, lease.id)).toBe(false);

    if (deployment.redis) {
      // Redis restarted in the middle of a batch: jobs queued before, during and after it each complete once.
      const batch = clips.slice(0, 4).map((clip, n) => ({ id: `batch-${n}`, wav: clip.wav }));
      await queue(a!, batch[0]!.id, batch[0]!.wav);
      await queue(b!, batch[1]!.id, batch[1]!.wav);
      const restart = deployment.redis.restart({ downMs: 1500 });
      // Uploaded while Redis is down: the API host's enqueue waits for it, and the call answers once it is back.
      const during = queue(a!, batch[2]!.id, batch[2]!.wav);
      await restart;
      await during;
      await queue(b!, batch[3]!.id, batch[3]!.wav);
      for (const { id } of batch) {
        const result = await finished(b!, id, 90_000);
        expect(result.status, `${id}: ${result.error ?? ''}`).toBe('done');
        expect(await sql('SELECT count(*) AS n FROM recognitions WHERE process_id = ?', id)).toEqual([{ n: 1 }]);
        expect(await deployment.job(id)).toMatchObject({ status: 'done' });
      }
    }

    if (deployment.workersDatabase) {
      // The worker left cannot reach PostgreSQL: it says so on /health and takes no job; once it can, it does.
      await deployment.workersDatabase.cut();
      const unhealthy = await until('the worker to report its database', async () => {
        // A connection the worker closed as idle is asked again; a worker that died ends in the timeout, with its log.
        const response = await fetch(`${survivor.url}/health`).catch(() => undefined);
        return response?.status === 503 ? ((await response.json()) as Record<string, unknown>) : undefined;
      }, 15_000);
      expect(unhealthy).toEqual({ status: 'unavailable', role: 'worker', ...about, takesJobs: false, error: 'The database cannot be read; the log says why.', engines: expect.any(Array), models: expect.any(Array) });
      await queue(a!, 'while-cut', clips[1]!.wav);
      await new Promise((r) => setTimeout(r, 3000));
      expect((await resultOn(b!, 'while-cut')).status).toBe('queued');
      expect(await deployment.job('while-cut')).toMatchObject({ status: 'queued', attempts: 0 });
      expect(survivor.child.exitCode, survivor.output()).toBeNull();
      await deployment.workersDatabase.restore();
      expect(await survivor.healthy()).toMatchObject({ status: 'ok', takesJobs: true });
      expect((await finished(b!, 'while-cut')).status).toBe('done');
    }

    const alive = [a!, b!, survivor];
    for (const host of alive) host.child.kill('SIGTERM');
    expect(await Promise.all(alive.map((host) => host.exited))).toEqual([0, 0, 0]);
    // Each left the registry of processes on its way out.
    expect(await sql('SELECT owner FROM host_processes WHERE owner NOT LIKE ?', `%/${victim!.child.pid}/%`)).toEqual([]);
  }, 420_000);
});

import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './testing/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { librivoxClips } from './testing/librivox.ts';
import { uploadTo } from './testing/media-fixtures.ts';
import { createTestDatabase } from './testing/test-stores.ts';
import { queryPostgres } from './testing/test-host.ts';

const COMPILED = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `multi-host-${name}-`));
  folders.push(dir);
  return dir;
};
const scratch = folder('scratch');
const started: Host[] = [];
afterAll(() => {
  for (const host of started) host.child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * How the processes share state: one data dir on one machine (SQLite), or, as on several machines,
 * a data dir each with one PostgreSQL database and one media folder between them.
 */
interface Deployment {
  store: 'sqlite' | 'postgres';
  /** The environment of a new process (each gets its own data dir when the store is shared by URL). */
  env(): Record<string, string>;
  rows<T>(query: string, ...params: unknown[]): Promise<T[]>;
}

function oneDataDir(): Deployment {
  const dataDir = folder('data');
  return {
    store: 'sqlite',
    env: () => ({ SPEECHDECK_DATA_DIR: dataDir }),
    rows: async <T>(query: string, ...params: unknown[]) => {
      const db = new BetterSqlite3(join(dataDir, 'speechdeck.sqlite'), { readonly: true });
      try {
        return db.prepare(query).all(...params) as T[];
      } finally {
        db.close();
      }
    },
  };
}

async function sharedPostgres(): Promise<Deployment> {
  const url = await createTestDatabase();
  const media = folder('media');
  return {
    store: 'postgres',
    env: () => ({ SPEECHDECK_DATA_DIR: folder('data'), SPEECHDECK_DATABASE_URL: url, SPEECHDECK_MEDIA_DIR: media }),
    rows: async <T>(query: string, ...params: unknown[]) => (await queryPostgres(url, query, params)) as T[],
  };
}

interface Host {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  output(): string;
  exited: Promise<number | null>;
}

/** The compiled host (`pnpm start`) in a role, in the deployment; answers once /health does. */
async function startHost(deployment: Deployment, name: string, role: 'api' | 'worker'): Promise<Host> {
  const port = await freePort();
  const env = deployment.env();
  const child = spawn(process.execPath, [COMPILED], {
    env: {
      PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', SPEECHDECK_ROLE: role, ...env,
      // Info: each finished job is logged with the lease owner that ran it.
      SPEECHDECK_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const host: Host = { name, url: `http://127.0.0.1:${port}`, dataDir: env.SPEECHDECK_DATA_DIR!, child, output: () => output, exited: new Promise((done) => child.on('exit', done)) };
  started.push(host);
  return host;
}

async function healthOf(host: Host): Promise<Record<string, unknown>> {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${host.url}/health`).catch(() => undefined);
    if (response?.ok) return (await response.json()) as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${host.name} did not come up:\n${host.output()}`);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${started.map((h) => `--- ${h.name}\n${h.output().slice(-3000)}`).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Result = { processId: string; status: string; error: string | null; text: string; segments: unknown[] };

describe.each([
  ['one data dir (SQLite)', oneDataDir],
  ['PostgreSQL and a media folder, a data dir each (as on several machines)', sharedPostgres],
] as const)('two API hosts and workers on %s', (_name, deploy) => {
  it('share accounts, jobs and results; only workers run jobs; a worker killed mid-job leaves it to the next, which completes it once', async () => {
    const deployment = await deploy();
    const sql = deployment.rows;
    expect(existsSync(COMPILED), 'server/dist/server.mjs is made by `pnpm --filter @speechdeck/server build`').toBe(true);
    const clips = librivoxClips();
    expect(clips.length, 'Debian pocketsphinx-testdata').toBeGreaterThan(2);

    // All three start at once on a fresh data dir: migrations, the secret and the registry race.
    const [a, b, worker] = await Promise.all([startHost(deployment, 'api A', 'api'), startHost(deployment, 'api B', 'api'), startHost(deployment, 'worker 1', 'worker')]);
    const [healthA, healthB, healthW] = await Promise.all([healthOf(a), healthOf(b), healthOf(worker)]);
    expect(healthA).toEqual({ status: 'ok', role: 'api', store: deployment.store, queue: deployment.store, takesJobs: false });
    expect(healthB).toMatchObject({ role: 'api', takesJobs: false });
    expect(healthW).toEqual({ status: 'ok', role: 'worker', store: deployment.store, queue: deployment.store, takesJobs: true });
    expect((await fetch(`${worker.url}/auth/login`, { method: 'POST' })).status).toBe(404);

    // Register on A; the confirmation mail lands in A's outbox; confirm and log in on B.
    const account = { email: 'roaming@example.com', password: 'a fine passphrase' };
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${a.url}/auth/registration`, { method: 'POST', headers: json, body: JSON.stringify({ ...account, matchingPassword: account.password, firstName: 'Ro', lastName: 'Aming' }) });
    expect(registered.status).toBe(200);
    const token = await until('the confirmation mail', () => {
      const outbox = join(a.dataDir, 'outbox');
      const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      const raw = mails.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((m) => m.includes(account.email));
      return raw ? /[?&]token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] : undefined;
    });
    expect((await fetch(`${b.url}/auth/registrationConfirm?token=${token}`)).status).toBe(200);
    const login = await fetch(`${b.url}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
    expect(login.status).toBe(200);
    const bearer = { authorization: `Bearer ${((await login.json()) as { jwtToken: string }).jwtToken}` };

    // Queue on A with B's token; read the result and search it on B.
    const queued = await uploadTo(`${a.url}/api/stt/recognizeQueue?language=en&id=clip-one`, bearer.authorization.slice(7), clips[0]!.wav);
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const resultOn = async (host: Host, id: string) => (await (await fetch(`${host.url}/api/stt/recognize/${id}`, { headers: bearer })).json()) as Result;
    const done = await until('the first recognition', async () => {
      const result = await resultOn(b, 'clip-one');
      return result.status === 'done' || result.status === 'failed' ? result : undefined;
    });
    expect(done.status, done.error ?? '').toBe('done');
    const word = done.text.split(/\W+/).find((w) => w.length >= 5)!;
    expect(word, done.text).toBeDefined();
    const search = await fetch(`${b.url}/api/elastic/getRespBySentTextFromElastic?sent=${encodeURIComponent(word)}`, { headers: bearer });
    expect(search.status).toBe(200);
    expect(JSON.stringify(await search.json())).toContain('clip-one');
    // The player's media link, asked of A, plays from B (tokens are signed, not remembered by A); a forged one does not.
    const media = (await (await fetch(`${a.url}/api/elastic/mediaToken?processId=clip-one`, { method: 'POST', headers: bearer })).json()) as { url: string };
    expect((await fetch(`${b.url}${media.url}`)).status).toBe(200);
    expect((await fetch(`${b.url}${media.url}A`)).status).toBe(401);
    // It ran on the worker: its log names the job, the API hosts' logs do not.
    const [job] = await sql<{ id: string; attempts: number }>("SELECT id, attempts FROM jobs WHERE id LIKE '%/clip-one'");
    expect(job).toMatchObject({ attempts: 1 });
    const ranJob = (host: Host) => host.output().split('\n').some((line) => line.includes('"job done"') && line.includes(job!.id));
    expect(ranJob(worker), worker.output()).toBe(true);
    expect(ranJob(a) || ranJob(b)).toBe(false);

    // A long recording (the clips twice over): kill -9 its worker mid-run.
    const long = join(scratch, 'long.wav');
    const sox = spawnSync('sox', [...clips, ...clips].map((clip) => clip.wav).concat(long));
    expect(sox.status, String(sox.stderr)).toBe(0);
    const longQueued = await uploadTo(`${b.url}/api/stt/recognizeQueue?language=en&id=long-one`, bearer.authorization.slice(7), long);
    expect(longQueued.status, JSON.stringify(longQueued.body)).toBe(200);
    const lease = await until('the worker to take the long job', async () =>
      (await sql<{ id: string; owner: string }>("SELECT id, lease_owner AS owner FROM jobs WHERE id LIKE '%/long-one' AND status = 'running'"))[0]);
    // The lease names the worker's process: no API host took it.
    expect(lease.owner.split('/')[1]).toBe(String(worker.child.pid));
    await new Promise((r) => setTimeout(r, 1500));
    expect((await resultOn(a, 'long-one')).status).toBe('running');
    worker.child.kill('SIGKILL');
    await worker.exited;

    const second = await startHost(deployment, 'worker 2', 'worker');
    await healthOf(second);
    const longDone = await until('the long recognition', async () => {
      const result = await resultOn(a, 'long-one');
      return result.status === 'done' || result.status === 'failed' ? result : undefined;
    }, 60_000);
    expect(longDone.status, longDone.error ?? '').toBe('done');
    // Exactly once: one result with its segments once, the job done on its second attempt, by the second worker.
    expect(await sql("SELECT count(*) AS n FROM recognitions WHERE process_id = 'long-one'")).toEqual([{ n: 1 }]);
    expect(await sql("SELECT count(*) AS n FROM segments WHERE process_id = 'long-one'")).toEqual([{ n: longDone.segments.length }]);
    expect(longDone.segments.length).toBeGreaterThan(1);
    expect(await sql('SELECT status, attempts FROM jobs WHERE id = ?', lease.id)).toEqual([{ status: 'done', attempts: 2 }]);
    const finishedBy = (host: Host) => host.output().split('\n').some((line) => line.includes('"job done"') && line.includes(lease.id));
    expect(finishedBy(second)).toBe(true);
    expect(finishedBy(a) || finishedBy(b)).toBe(false);

    for (const host of [a, b, second]) host.child.kill('SIGTERM');
    expect(await Promise.all([a, b, second].map((host) => host.exited))).toEqual([0, 0, 0]);
    // Each left the registry of processes on its way out.
    expect(await sql('SELECT owner FROM host_processes WHERE owner NOT LIKE ?', `%/${worker.child.pid}/%`)).toEqual([]);
  }, 120_000);
});

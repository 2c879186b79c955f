/**
 * Deployments of the compiled host for the multi-node benchmarks (issue 13): API hosts and workers
 * in processes of their own, sharing a throwaway PostgreSQL database, a media folder and (when
 * asked) a throwaway Redis queue, each with its own data dir. Everything started here is stopped
 * and removed by `close()`, whichever step failed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createTestDatabase, dropTestDatabase, startCompiledHost, startPostgresCluster, startRedisServer, tempDir, type CompiledHost,
} from '@speechdeck/testing';

export type Role = 'api' | 'worker' | 'all';

export interface Deployment {
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Starts a compiled host in the role and waits for its /health; fails with its log if the health is not what the deployment is. */
  start(name: string, role: Role, env?: Record<string, string>): Promise<DeployedHost>;
  /** The last lines of every host's log, to put in an error. */
  logs(): string;
  close(): Promise<void>;
}

export interface DeployedHost extends CompiledHost {
  dataDir: string;
  role: Role;
}

/** Undoes in reverse order what was set up, each step even when an earlier one failed. */
class Teardown {
  private readonly steps: (() => unknown)[] = [];
  add(step: () => unknown): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    const failures: unknown[] = [];
    for (const step of this.steps.splice(0).reverse()) await Promise.resolve().then(step).catch((error: unknown) => failures.push(error));
    if (failures.length) throw new AggregateError(failures, 'the deployment did not stop cleanly');
  }
}

/**
 * A PostgreSQL database on a throwaway server (or on the one SPEECHDECK_TEST_POSTGRES_URL names),
 * a shared media folder, and a throwaway Redis when `redis` is asked for (the BullMQ queue,
 * SPEECHDECK_QUEUE_URL); the jobs then wait in Redis, else in the database.
 */
export async function startDeployment({ redis }: { redis: boolean }): Promise<Deployment> {
  const teardown = new Teardown();
  const hosts: DeployedHost[] = [];
  try {
    if (!process.env.SPEECHDECK_TEST_POSTGRES_URL) {
      const cluster = await startPostgresCluster();
      process.env.SPEECHDECK_TEST_POSTGRES_URL = cluster.url;
      teardown.add(() => cluster.stop());
      teardown.add(() => delete process.env.SPEECHDECK_TEST_POSTGRES_URL);
    }
    const databaseUrl = await createTestDatabase();
    teardown.add(() => dropTestDatabase(databaseUrl));
    const redisServer = redis ? await startRedisServer() : undefined;
    if (redisServer) teardown.add(() => redisServer.stop());
    const media = tempDir('bench-media');
    teardown.add(media.remove);
    const shared = {
      SPEECHDECK_DATABASE_URL: databaseUrl,
      SPEECHDECK_MEDIA_DIR: media.dir,
      ...(redisServer ? { SPEECHDECK_QUEUE_URL: redisServer.url } : {}),
    };
    const expected = { status: 'ok', store: 'postgres', queue: redisServer ? 'redis' : 'postgres' };

    const logs = () => hosts.map((h) => `--- ${h.name} (${h.role})\n${h.output().slice(-4000)}`).join('\n');
    return {
      databaseUrl,
      redisUrl: redisServer?.url,
      logs,
      async start(name, role, env = {}) {
        const data = tempDir(`bench-${role}`);
        teardown.add(data.remove);
        const host = await startCompiledHost(name, { ...shared, SPEECHDECK_ROLE: role, SPEECHDECK_DATA_DIR: data.dir, ...env });
        const deployed: DeployedHost = { ...host, dataDir: data.dir, role };
        hosts.push(deployed);
        teardown.add(() => stopHost(deployed));
        const health = await host.healthy();
        const wanted = { ...expected, role, takesJobs: role !== 'api' };
        const wrong = Object.entries(wanted).filter(([key, value]) => health[key] !== value);
        if (wrong.length) {
          throw new Error(`${name}: /health answered ${JSON.stringify(health)}, not ${JSON.stringify(wanted)} (${wrong.map(([k]) => k).join(', ')} differ): the benchmark would not measure the deployment it names.\n${host.output()}`);
        }
        return deployed;
      },
      close: () => teardown.run(),
    };
  } catch (error) {
    await teardown.run().catch(() => {});
    throw error;
  }
}

/** SIGTERM as a service manager would send it; SIGKILL if it is not gone within 10 s. */
async function stopHost(host: CompiledHost): Promise<void> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return;
  host.child.kill('SIGTERM');
  const timer = setTimeout(() => host.child.kill('SIGKILL'), 10_000);
  await host.exited;
  clearTimeout(timer);
}

/** Registers on one API host, confirms by the link its outbox holds and logs in on another (or the same): the token and user id. */
export async function outboxUser(registerOn: DeployedHost, loginOn: DeployedHost, email: string, password = 'a fine passphrase'): Promise<{ token: string; id: number }> {
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${registerOn.url}/auth/registration`, {
    method: 'POST', headers: json, body: JSON.stringify({ email, password, matchingPassword: password, firstName: 'Bench', lastName: 'User' }),
  });
  if (registered.status !== 200) throw new Error(`registration answered ${registered.status}: ${await registered.text()}`);
  const token = await confirmationToken(registerOn, email);
  const confirmed = await fetch(`${loginOn.url}/auth/registrationConfirm?token=${token}`);
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  const login = await fetch(`${loginOn.url}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: number } };
  return { token: jwtToken, id: user.id };
}

/** The token of the confirmation link in the host's outbox (the mail goes out just after the registration is answered). */
async function confirmationToken(host: DeployedHost, email: string): Promise<string> {
  const outbox = join(host.dataDir, 'outbox');
  for (let i = 0; i < 150; i++) {
    const mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const raw = mails.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((m) => m.includes(email));
    const token = raw && /[?&]token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${email} in ${outbox}:\n${host.output()}`);
}

/** CPU time (user + system, ms) a process has used, with that of its children it has waited for (a server's finished backends). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after `pid (comm)`: state is the 3rd; utime, stime, cutime, cstime the 14th to 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** sysconf(_SC_CLK_TCK): 100 on Linux everywhere this runs. */
const CLOCK_TICKS = 100;

/** The postmaster of the PostgreSQL server listening on the URL's port and its live backends; [] when it runs elsewhere (not in this process table). */
export function postgresProcesses(url: string): number[] {
  const port = new URL(url).port;
  const all = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const cmdline = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      return [];
    }
  };
  const master = all.find((pid) => {
    const args = cmdline(pid);
    return /postgres$/.test(args[0] ?? '') && args.includes(`port=${port}`);
  });
  if (!master) return [];
  const children = all.filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === master;
    } catch {
      return false;
    }
  });
  return [Number(master), ...children.map(Number)];
}

/** CPU time of a set of processes now (those that have exited since count 0: take the set anew each time). */
export function cpuMsOfAll(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuMsOf(pid);
    } catch {
      return sum;
    }
  }, 0);
}

import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's PostgreSQL 15 (scripts/install.sh installs it); `SPEECHDECK_PG_BIN` names another. */
const PG_BIN = process.env.SPEECHDECK_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** A superuser's URL for the `postgres` database, on loopback. */
  url: string;
  /** Stops it as a service manager would (fast: sessions are ended with 57P01), then starts it again on the same port and data. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

// PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user.
const asOwner = (program: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args]] : [join(PG_BIN, program), args];

/**
 * A throwaway PostgreSQL server for tests and benchmarks: its own data folder under the temp dir,
 * trust authentication, listening on loopback only, fsync off (the data dies with the run).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const [command, argv] = asOwner(program, args);
    execFileSync(command, argv, { stdio: 'pipe' });
  };
  const pgCtl = (args: string[]) => {
    const [command, argv] = asOwner('pg_ctl', ['-D', data, ...args]);
    return new Promise((resolve) => spawn(command, argv, { stdio: 'ignore' }).on('close', resolve));
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = ['-l', join(dir, 'log'), '-w', '-o', settings, 'start'];
  run('pg_ctl', ['-D', data, ...start]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart({ downMs = 0 } = {}) {
      await pgCtl(['-m', 'fast', '-w', 'stop']);
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgCtl(start);
    },
    stop: async () => {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** Debian's redis-server (scripts/install.sh installs it); `SPEECHDECK_REDIS_SERVER` names another. */
const REDIS_SERVER = process.env.SPEECHDECK_REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  /** `redis://127.0.0.1:<port>`: loopback only. */
  url: string;
  /** Stops it as a service manager would (SIGTERM: it writes its append-only file and exits), then starts it again on the same port and data. */
  restart(options?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throwaway Redis for tests and benchmarks, configured as docs/deploy.md asks of a production one:
 * append-only persistence (every write fsynced, so a restart loses no job) and no eviction (BullMQ
 * must never lose a key to memory pressure). Its data folder dies with it.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-redis-'));
  const port = await freePort();
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '',
    '--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction', '--protected-mode', 'yes',
  ];
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<never>((_, reject) => child!.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it answered`))));
    await Promise.race([answers(port), exited]);
  };
  const halt = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart({ downMs = 0 } = {}) {
      await halt();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the server answers PING on the port (it listens before it has loaded its data: PING waits for that). */
async function answers(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await new Promise<string>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      let text = '';
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n')) socket.end();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(''));
    });
    if (reply.startsWith('+PONG')) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING: ${reply.trim() || 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

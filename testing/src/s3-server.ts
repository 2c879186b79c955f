import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.ts';

export interface S3Server {
  /** `s3+http://S3RVER:S3RVER@127.0.0.1:<port>/media`: loopback only, one bucket. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway S3-compatible server (s3rver, in a process of its own so the host under test does not
 * share its event loop) with one bucket, `media`, on `port` (a bucket that comes back where hosts
 * expect it) or a free one. Its data folder dies with it.
 */
export async function startS3Server({ port: asked }: { port?: number } = {}): Promise<S3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'speechdeck-s3-'));
  const port = asked ?? (await freePort());
  const bin = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child: ChildProcess = spawn(process.execPath, [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', 'media'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it answered`))));
  await Promise.race([listening(port), exited]);
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/media`,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listening(port: number): Promise<void> {
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (i > 200) throw new Error(`s3rver did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

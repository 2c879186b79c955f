import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { freePort } from './free-port.ts';
import { serverDistFile } from './server-dist.ts';

/** The host as `pnpm start` runs it: `pnpm --filter @speechdeck/server build` makes it. */
export const COMPILED_HOST = serverDistFile('server.mjs');

export interface CompiledHost {
  name: string;
  url: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything it printed so far (its log). */
  output(): string;
  exited: Promise<number | null>;
  /** Its /health answer once it answers 200; fails with the host's log if it exits first or takes over 30 s. */
  healthy(): Promise<Record<string, unknown>>;
}

/**
 * The compiled host in a process of its own on a free loopback port, with `env` (its role, store,
 * queue and data dir) and nothing of the developer's SPEECHDECK_* settings. Info-level logs: each
 * finished job is logged with the lease owner that ran it.
 */
export async function startCompiledHost(name: string, env: Record<string, string>): Promise<CompiledHost> {
  if (!existsSync(COMPILED_HOST)) throw new Error(`${COMPILED_HOST} is missing: run \`pnpm --filter @speechdeck/server build\``);
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_HOST], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', SPEECHDECK_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((done) => child.on('exit', done));
  return {
    name, url, child, exited,
    output: () => output,
    async healthy() {
      for (let i = 0; i < 300; i++) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it answered /health:\n${output}`);
        const response = await fetch(`${url}/health`).catch(() => undefined);
        if (response?.ok) return (await response.json()) as Record<string, unknown>;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${name} did not come up:\n${output}`);
    },
  };
}

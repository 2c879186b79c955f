import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BatchSummary } from '@speechdeck/core/cli';
import { TEST_ADMIN } from '@speechdeck/testing';

export const BIN = fileURLToPath(new URL('../dist/speechdeck.mjs', import.meta.url));

export function assertBuilt(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`pnpm --filter @speechdeck/cli build\` (or \`pnpm build\`) before these tests.`);
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json<T = unknown>(): T;
  /** A batch's `--json` output: one JSON value per line, the items' reports then the summary (`S`: the command's own fields). */
  jsonLines<R, S = object>(): { items: R[]; summary: BatchSummary & S };
}

/**
 * Runs the built binary the way a user would, with a clean environment: only the given config
 * dir and variables, no proxy, and stdin a pipe (so never a terminal). `entry` runs another file
 * than the bundle (the package's bin).
 */
export function runCli(
  args: string[],
  options: { configDir: string; stdin?: string; env?: Record<string, string>; entry?: string; cwd?: string },
): Promise<CliRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: options.configDir,
    SPEECHDECK_CONFIG_DIR: options.configDir,
    ...options.env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.entry ?? BIN, ...args], { env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        stderr,
        json<T>() {
          try {
            return JSON.parse(stdout) as T;
          } catch {
            throw new Error(`stdout is not JSON (exit ${code}):\n${stdout}\nstderr:\n${stderr}`);
          }
        },
        jsonLines<R, S>() {
          const lines = stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as R | (BatchSummary & S));
          const summary = lines.pop() as (BatchSummary & S) | undefined;
          if (summary?.type !== 'summary') throw new Error(`stdout does not end with a batch summary (exit ${code}):\n${stdout}\nstderr:\n${stderr}`);
          return { items: lines as R[], summary };
        },
      }),
    );
    child.stdin.end(options.stdin ?? '');
  });
}

/** Logs the test host's admin in (with --json), keeping the server and session in `configDir`. */
export function loginAsAdmin(server: string, configDir: string): Promise<CliRun> {
  return runCli(['login', '--server', server, '--email', TEST_ADMIN.email, '--password-stdin', '--json'], { configDir, stdin: `${TEST_ADMIN.password}\n` });
}

/**
 * Runs the binary on a pseudo-terminal (util-linux `script`, part of Debian's essential bsdutils),
 * answering each prompt when it appears: `answers` maps a prompt's text to what is typed. Returns
 * everything the terminal showed.
 */
export function runCliOnTerminal(
  args: string[],
  options: { configDir: string; env?: Record<string, string>; answers: [prompt: string, typed: string][]; cwd?: string },
): Promise<{ code: number | null; screen: string }> {
  const command = ['stty cols 120 rows 40;', 'exec', process.execPath, BIN, ...args].map((part) => (part.endsWith(';') ? part : `'${part}'`)).join(' ');
  const env = { PATH: process.env.PATH ?? '', HOME: options.configDir, SPEECHDECK_CONFIG_DIR: options.configDir, ...options.env };
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const pending = [...options.answers];
    let screen = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      screen += chunk;
      const next = pending[0];
      if (next && screen.includes(next[0])) {
        pending.shift();
        child.stdin.write(`${next[1]}\r`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen }));
  });
}

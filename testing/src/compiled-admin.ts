import { spawn } from 'node:child_process';
import { serverDistFile } from './server-dist.ts';

/** `speechdeck-admin` as built by `pnpm --filter @speechdeck/server run build`. */
export const ADMIN_BUNDLE = serverDistFile('admin.mjs');

export interface AdminRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The compiled command, as an operator runs it, with none of the developer's SPEECHDECK_* settings. */
export function runAdmin(...args: string[]): Promise<AdminRun> {
  return runAdminWith({}, ...args);
}

/** The compiled command with the settings given (SPEECHDECK_MODELS_DIR...) and no others. */
export function runAdminWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<AdminRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_BUNDLE, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}


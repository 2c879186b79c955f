import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runPool } from '@speechdeck/core/cli';
import { DEBIAN_POCKETSPHINX } from '@speechdeck/engines/recognition';
import { librivoxClips } from '@speechdeck/testing';
import { benchHost, ratio, seconds, timed, type BenchRow } from './bench-host.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../cli/dist/speechdeck.mjs', import.meta.url));
const COPIES = 10;
const CONCURRENCY = 2;

/**
 * `speechdeck recognize` on 50 short files at concurrency 2 (upload, queue, poll, export SRT, write)
 * vs raw pocketsphinx_continuous run two at a time on the same files. Each copy has its own name
 * and mtime, so the CLI treats it as a distinct job.
 */
export async function benchCliBatch(): Promise<BenchRow[]> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm --filter @speechdeck/cli build\` first.`);
  const clips = librivoxClips();
  const work = mkdtempSync(join(tmpdir(), 'speechdeck-bench-cli-'));
  const files: string[] = [];
  mkdirSync(join(work, 'batch'));
  for (let copy = 0; copy < COPIES; copy++) {
    for (const clip of clips) {
      const file = join(work, 'batch', `${clip.id}-${copy}.wav`);
      copyFileSync(clip.wav, file);
      const mtime = new Date(Date.UTC(2020, 0, 1, 0, 0, files.length));
      utimesSync(file, mtime, mtime);
      files.push(file);
    }
  }
  const { host, token } = await benchHost();
  try {
    // The same worker pool the CLI runs its files on.
    const raw = await timed(() =>
      runPool(files, CONCURRENCY, async (file) => {
        await run(DEBIAN_POCKETSPHINX.bin, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null', '-hmm', DEBIAN_POCKETSPHINX.hmm, '-lm', DEBIAN_POCKETSPHINX.lm, '-dict', DEBIAN_POCKETSPHINX.dict]);
      }),
    );
    const cli = await timed(() => recognizeWithCli(work, { SPEECHDECK_API_URL: host.url, SPEECHDECK_TOKEN: token, SPEECHDECK_CONFIG_DIR: join(work, 'config') }));
    return [
      {
        name: `CLI batch of ${files.length} LibriVox clips, concurrency ${CONCURRENCY}`,
        ours: seconds(cli.ms),
        peer: `${seconds(raw.ms)} raw pocketsphinx, ${CONCURRENCY} at a time`,
        ratio: ratio(cli.ms, raw.ms),
        goal: '<= 1.10x',
      },
    ];
  } finally {
    await host.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs the built CLI as a user would; fails unless every file came out ok. */
function recognizeWithCli(cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'recognize', 'batch', '--concurrency', String(CONCURRENCY), '--format', 'json,srt', '--json'], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    // Exit 0: every file ok (none can be skipped in a fresh output folder).
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`speechdeck recognize exited ${code}: ${stdout.slice(-2000)}${stderr}`))));
  });
}

// `pnpm test`: lint, type-check, build, then every vitest project; each phase timed, the table
// printed at the end and kept in .test-output/phases.txt (which .ci/run prints under its install line).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const vitestArgs = process.argv.slice(2);
// The test hosts log what each test asks of them; a whole run (no files or projects named) must have reached every route.
const ROUTE_LOG = resolve('.test-output/routes-asked.log');
const PHASES = [
  ['lint', ['pnpm', 'lint']],
  ['typecheck', ['pnpm', 'typecheck']],
  ['build', ['pnpm', 'build']],
  ['vitest', ['pnpm', 'exec', 'vitest', 'run', '--config', 'scripts/vitest.config.ts', ...vitestArgs]],
  ...(vitestArgs.length ? [] : [['route coverage', ['pnpm', 'exec', 'tsx', 'scripts/route-coverage.ts', ROUTE_LOG]]]),
];

mkdirSync('.test-output', { recursive: true });
rmSync(ROUTE_LOG, { force: true });
const rows = [];
let status = 0;
for (const [name, [command, ...args]] of PHASES) {
  const started = Date.now();
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, SPEECHDECK_TEST_ROUTE_LOG: ROUTE_LOG } }).status ?? 1;
  rows.push([name, (Date.now() - started) / 1000, status === 0 ? '' : `failed (exit ${status})`]);
  if (status !== 0) break;
}

const timings = '.test-output/test-timings.json';
const lines = rows.map(([name, seconds, note]) => `${name.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s ${note}`.trimEnd());
if (rows.some(([name]) => name === 'vitest') && existsSync(timings)) {
  const { projects, files } = JSON.parse(readFileSync(timings, 'utf8'));
  for (const p of projects) {
    lines.push(`  vitest ${p.name.padEnd(13)} ${((p.end - p.start) / 1000).toFixed(0).padStart(5)} s  (${p.files} files, ${p.fileSeconds.toFixed(0)} s of file time)`);
  }
  const slowest = [...files].sort((a, b) => (b.end - b.start) - (a.end - a.start)).slice(0, 10);
  lines.push('  slowest files:', ...slowest.map((f) => `    ${((f.end - f.start) / 1000).toFixed(1).padStart(6)} s  ${f.project}  ${f.file}`));
}
writeFileSync('.test-output/phases.txt', `${lines.join('\n')}\n`);
console.log(`\nphase                  seconds\n${lines.join('\n')}`);
process.exit(status);

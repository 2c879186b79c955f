import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ID = 'notes-demo';
/** What adding a service may touch outside its folder: the three plugin lists and the lockfile. */
const ALLOWED = [
  'server/src/service-plugins.ts', 'server/package.json',
  'web/src/app/registry.ts', 'web/package.json',
  'cli/src/plugins.ts', 'cli/package.json',
  'pnpm-lock.yaml',
];

let copy: string;
type Ran = { code: number | null; output: string };
const run = (command: string, args: string[], env: Record<string, string> = {}): Ran => {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env }, timeout: 240_000 });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
};
/** `run`, without waiting: a build goes on while the typecheck and the lint run. */
const started = (command: string, args: string[]) => new Promise<Ran>((resolve) => {
  const child = spawn(command, args, { cwd: copy, env: { ...process.env, CI: 'true' }, timeout: 240_000 });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('close', (code) => resolve({ code, output }));
});
/** The dashboard (the new page listed) and the CLI, built in the copy once it has the new plugin. */
let builds: Promise<Ran[]> | undefined;

beforeAll(() => {
  // A copy of the work tree as git sees it (tracked and new files, not what .gitignore leaves out).
  copy = mkdtempSync(join(tmpdir(), 'new-plugin-'));
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of listed) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=test@speechdeck.test', '-c', 'user.name=test', ...args], { cwd: copy });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before the scaffold');
  const install = run('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent']);
  expect(install.code, install.output).toBe(0);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('pnpm new-plugin', () => {
  it('refuses an id that is not kebab-case, and one that exists', () => {
    expect(run('pnpm', ['new-plugin', 'Notes_Demo']).output).toMatch(/'Notes_Demo' is not a plugin id/);
    expect(run('pnpm', ['new-plugin', 'stt']).output).toMatch(/plugins\/stt exists already/);
  });

  it('scaffolds a service touching, outside its folder, only the three plugin lists and the lockfile', () => {
    const scaffold = run('pnpm', ['new-plugin', ID]);
    expect(scaffold.code, scaffold.output).toBe(0);
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' })
      .split('\n').filter(Boolean).map((line) => line.slice(3));
    const outside = changed.filter((path) => !path.startsWith(`plugins/${ID}/`));
    expect(outside.filter((path) => !ALLOWED.includes(path))).toEqual([]);
    expect(changed.filter((path) => path.startsWith(`plugins/${ID}/src/`)).length).toBeGreaterThan(10);
    builds = Promise.all([started('pnpm', ['--filter', '@speechdeck/web', 'build']), started('pnpm', ['--filter', '@speechdeck/cli', 'build'])]);
  });

  it('typechecks the new plugin and the lists that name it', () => {
    // The root check holds every plugin's sources and the three lists, each file once.
    const check = run('pnpm', ['typecheck']);
    expect(check.code, check.output).toBe(0);
    // About 35 s on an idle machine; a loaded one took 212 s.
  }, 300_000);

  it('lints the new plugin and the lists, import boundaries included', () => {
    const lint = run('pnpm', ['exec', 'eslint', '--config', 'scripts/eslint.config.js', `plugins/${ID}`, 'server/src/service-plugins.ts', 'web/src/app/registry.ts', 'cli/src/plugins.ts']);
    expect(lint.code, lint.output).toBe(0);
  });

  it('passes its own tests: the engine, the host route over HTTP, its words, its CLI command through the built binary, and its page in the built dashboard', async () => {
    expect(builds, 'the scaffold made nothing to build').toBeDefined();
    for (const build of await builds!) expect(build.code, build.output).toBe(0);
    // Its tests need no PostgreSQL, Redis or bucket (none is tagged `// @backends`), so none is started for them.
    const tests = run('pnpm', ['exec', 'vitest', 'run', '--config', 'scripts/vitest.config.ts', `plugins/${ID}`], { SPEECHDECK_TEST_SERVERS: 'none' });
    expect(tests.code, tests.output).toBe(0);
    const report = JSON.parse(readFileSync(join(copy, '.test-output/vitest-results.json'), 'utf8')) as {
      numPassedTests: number; numFailedTests: number; testResults: { name: string; status: string }[];
    };
    expect(report.testResults.map((file) => [file.name.slice(copy.length + 1), file.status]).sort()).toEqual([
      [`plugins/${ID}/src/cli/${ID}-cli.test.ts`, 'passed'],
      [`plugins/${ID}/src/server/engines/${ID}-engine.test.ts`, 'passed'],
      [`plugins/${ID}/src/server/${ID}-api.test.ts`, 'passed'],
      [`plugins/${ID}/src/web/messages.test.ts`, 'passed'],
      [`plugins/${ID}/src/web/${ID}-page.e2e.test.ts`, 'passed'],
    ]);
    expect(report.numFailedTests).toBe(0);
    expect(report.numPassedTests).toBeGreaterThanOrEqual(12);
  }, 300_000);
});

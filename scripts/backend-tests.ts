import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/**
 * How a test file says it needs the backends: a comment line `// @backends` (with a reason after
 * it). Such a file runs twice, on SQLite with media in a folder (the `node` project) and on a host
 * with PostgreSQL, its jobs on Redis and its media in an S3 bucket (`node-pg`).
 */
export const BACKENDS_TAG = /^\s*\/\/\s*@backends\b/m;

const SEARCHED = ['server/src', 'plugins', 'cli', 'testing/src'];

/** The test files under `root` that carry the tag, relative to it: the `node-pg` project's files. */
export function backendTests(root: string): string[] {
  return SEARCHED.flatMap((top) => testFilesIn(root, top)).filter((file) => BACKENDS_TAG.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * A test file that mocks modules (`vi.mock`): it needs a module graph of its own, where a module it
 * mocks is not already loaded for another file, so it runs in the isolated `node-mocks` project
 * while the other node files share their worker's modules.
 */
const MOCKS_MODULES = /\bvi\.(?:mock|doMock)\(/;

/** The node test files under `root` that mock modules, relative to it. */
export function mockingTests(root: string): string[] {
  return [...SEARCHED, 'core/src', 'engines/src', 'scripts'].flatMap((top) => testFilesIn(root, top)).filter((file) => MOCKS_MODULES.test(readFileSync(join(root, file), 'utf8')));
}

/** Test files below `dir` (relative to root), past no node_modules, dot folder or link. */
function testFilesIn(root: string, dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : testFilesIn(root, path);
    return entry.isFile() && entry.name.endsWith('.test.ts') && !entry.name.endsWith('.e2e.test.ts') ? [path] : [];
  });
}

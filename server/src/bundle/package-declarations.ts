import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * What a workspace package (a plugin, the engines) declares in its package.json for the compiled
 * host, under "speechdeck":
 * - `workerEntries`: `{ "<name>": "./src/…/thread.ts" }`, a file its code starts as a worker
 *   thread; server/build.mjs compiles it to `<name>.mjs` beside server.mjs.
 * - `runtimePackages`: `["<package>"]`, packages of its own `dependencies` that must load from
 *   node_modules at run time (native modules, packages that read their own files or that its code
 *   resolves itself: `createRequire`, `import.meta.resolve`); every other package is bundled in.
 */
export interface BundleDeclarations {
  /** Entry name → absolute path of its source. */
  workerEntries: Record<string, string>;
  /** Package name → its installed folder (real path), as the declaring package resolves it. */
  runtimePackages: Record<string, string>;
}

const FIELDS = ['workerEntries', 'runtimePackages'];
const ENTRY_NAME = /^[a-z0-9][a-z0-9-]*$/;
const WORKSPACE_SCOPE = '@speechdeck/';

interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  speechdeck?: unknown;
}

export class DeclarationError extends Error {}

/**
 * The declarations of every workspace package `hostDir`'s package.json depends on (and those they
 * depend on), merged. `reserved` are the host's own entry names. A bad declaration throws a
 * DeclarationError naming the package and the field.
 */
export function readBundleDeclarations(hostDir: string, reserved: readonly string[] = []): BundleDeclarations {
  const result: BundleDeclarations = { workerEntries: {}, runtimePackages: {} };
  const entryOwners = new Map<string, string>(reserved.map((name) => [name, 'the host']));
  const packageOwners = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (dir: string) => {
    for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
      if (!name.startsWith(WORKSPACE_SCOPE)) continue;
      const packageDir = findPackageDir(dir, name);
      if (!packageDir) throw new DeclarationError(`${name} (a dependency of ${join(dir, 'package.json')}) is not installed: run pnpm install`);
      if (seen.has(packageDir)) continue;
      seen.add(packageDir);
      declare(packageDir);
      visit(packageDir);
    }
  };
  const declare = (packageDir: string) => {
    const manifest = readManifest(packageDir);
    const declaration = manifest.speechdeck;
    if (declaration === undefined) return;
    const who = `${manifest.name ?? packageDir} (${join(packageDir, 'package.json')})`;
    const fail = (field: string, problem: string) => new DeclarationError(`${who}: "speechdeck${field}" ${problem}`);
    if (!isRecord(declaration)) throw fail('', `must be an object with ${FIELDS.join(' and/or ')}`);
    for (const key of Object.keys(declaration)) if (!FIELDS.includes(key)) throw fail(`.${key}`, `is not a field: expected ${FIELDS.join(' or ')}`);

    const { workerEntries = {}, runtimePackages = [] } = declaration;
    if (!isRecord(workerEntries)) throw fail('.workerEntries', 'must be an object of entry name → "./path/to/thread.ts"');
    for (const [entry, file] of Object.entries(workerEntries)) {
      const field = `.workerEntries.${entry}`;
      if (!ENTRY_NAME.test(entry)) throw fail(field, 'is not a valid entry name: lower-case letters, digits and dashes');
      if (typeof file !== 'string' || !file.startsWith('./')) throw fail(field, 'must be a path inside the package, starting with "./"');
      const path = resolve(packageDir, file);
      if (relative(packageDir, path).startsWith('..')) throw fail(field, `leaves the package: ${file}`);
      if (!existsSync(path)) throw fail(field, `names a file that does not exist: ${file}`);
      const owner = entryOwners.get(entry);
      if (owner) throw fail(field, `is already an entry of ${owner}: each worker entry needs a name of its own`);
      entryOwners.set(entry, who);
      result.workerEntries[entry] = path;
    }

    if (!Array.isArray(runtimePackages)) throw fail('.runtimePackages', 'must be an array of package names');
    for (const name of runtimePackages as unknown[]) {
      const field = `.runtimePackages`;
      if (typeof name !== 'string') throw fail(field, `must hold package names, not ${JSON.stringify(name)}`);
      if (!manifest.dependencies?.[name]) throw fail(field, `names ${name}, which is not in the package's own "dependencies"`);
      const installed = findPackageDir(packageDir, name);
      if (!installed) throw fail(field, `names ${name}, which is not installed: run pnpm install`);
      const earlier = result.runtimePackages[name];
      if (earlier && earlier !== installed) {
        throw fail(field, `names ${name} at ${installed}, but ${packageOwners.get(name)} has it at ${earlier}: the compiled host loads one copy, so declare the same version`);
      }
      packageOwners.set(name, who);
      result.runtimePackages[name] = installed;
    }
  };
  visit(hostDir);
  return result;
}

/** The folder of package `name` as node resolves it from `fromDir` (node_modules here, then up), its real path. */
export function findPackageDir(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

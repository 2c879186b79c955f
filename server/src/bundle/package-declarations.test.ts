import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBundleDeclarations } from './package-declarations.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bundle-declarations-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A package.json (and any files) at `dir` under the temp root; answers the folder. */
function writePackage(dir: string, manifest: object, files: string[] = []): string {
  const path = join(root, dir);
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'package.json'), JSON.stringify(manifest));
  for (const file of files) {
    mkdirSync(join(path, file, '..'), { recursive: true });
    writeFileSync(join(path, file), '');
  }
  return path;
}

/** A host depending on @speechdeck/plugin-a, whose package.json has `speechdeck` and `dependencies`. */
function hostWithPlugin(speechdeck: unknown, dependencies: Record<string, string> = {}, files: string[] = []): string {
  writePackage('host/node_modules/@speechdeck/plugin-a', { name: '@speechdeck/plugin-a', speechdeck, dependencies }, files);
  return writePackage('host', { name: 'host', dependencies: { '@speechdeck/plugin-a': 'workspace:*', fastify: '^5' } });
}

describe('readBundleDeclarations', () => {
  it("collects worker entries and run-time packages from the host's workspace packages and theirs", () => {
    writePackage('host/node_modules/@speechdeck/plugin-a', {
      name: '@speechdeck/plugin-a',
      speechdeck: { workerEntries: { 'a-thread': './src/thread.ts' } },
      dependencies: { '@speechdeck/engines': 'workspace:*' },
    }, ['src/thread.ts']);
    // The engines, reached only through the plugin, resolve from its folder as node would.
    writePackage('host/node_modules/@speechdeck/plugin-a/node_modules/@speechdeck/engines', {
      name: '@speechdeck/engines', speechdeck: { runtimePackages: ['native-thing'] }, dependencies: { 'native-thing': '^1' },
    });
    writePackage('host/node_modules/@speechdeck/plugin-a/node_modules/@speechdeck/engines/node_modules/native-thing', { name: 'native-thing' });
    writePackage('host/node_modules/@speechdeck/plain', { name: '@speechdeck/plain' });
    const host = writePackage('host', { dependencies: { '@speechdeck/plugin-a': 'workspace:*', '@speechdeck/plain': 'workspace:*' } });

    expect(readBundleDeclarations(host)).toEqual({
      workerEntries: { 'a-thread': join(host, 'node_modules/@speechdeck/plugin-a/src/thread.ts') },
      runtimePackages: { 'native-thing': join(host, 'node_modules/@speechdeck/plugin-a/node_modules/@speechdeck/engines/node_modules/native-thing') },
    });
  });

  it.each([
    ['not an object', ['x'], '"speechdeck" must be an object with workerEntries and/or runtimePackages'],
    ['an unknown field', { workers: {} }, '"speechdeck.workers" is not a field: expected workerEntries or runtimePackages'],
    ['entries not an object', { workerEntries: ['./src/thread.ts'] }, '"speechdeck.workerEntries" must be an object'],
    ['a bad entry name', { workerEntries: { 'A Thread': './src/thread.ts' } }, '"speechdeck.workerEntries.A Thread" is not a valid entry name'],
    ['an entry path not inside', { workerEntries: { t: 'src/thread.ts' } }, '"speechdeck.workerEntries.t" must be a path inside the package, starting with "./"'],
    ['an entry leaving the package', { workerEntries: { t: './../x.ts' } }, '"speechdeck.workerEntries.t" leaves the package: ./../x.ts'],
    ['a missing entry file', { workerEntries: { t: './src/gone.ts' } }, '"speechdeck.workerEntries.t" names a file that does not exist: ./src/gone.ts'],
    ["the host's entry name", { workerEntries: { server: './src/thread.ts' } }, '"speechdeck.workerEntries.server" is already an entry of the host'],
    ['packages not an array', { runtimePackages: 'onnxruntime-node' }, '"speechdeck.runtimePackages" must be an array of package names'],
    ['a package not in dependencies', { runtimePackages: ['onnxruntime-node'] }, `"speechdeck.runtimePackages" names onnxruntime-node, which is not in the package's own "dependencies"`],
  ])('refuses %s, naming the package and the field', (_, speechdeck, message) => {
    const host = hostWithPlugin(speechdeck, {}, ['src/thread.ts']);
    const manifest = join(host, 'node_modules/@speechdeck/plugin-a/package.json');
    expect(() => readBundleDeclarations(host, ['server', 'admin'])).toThrow(`@speechdeck/plugin-a (${manifest}): ${message}`);
  });

  it('refuses a declared package that is not installed', () => {
    const host = hostWithPlugin({ runtimePackages: ['gone'] }, { gone: '^1' });
    expect(() => readBundleDeclarations(host)).toThrow('"speechdeck.runtimePackages" names gone, which is not installed: run pnpm install');
  });

  it('refuses two packages declaring different copies of one run-time package, or one worker entry name', () => {
    writePackage('host/node_modules/@speechdeck/plugin-a', { name: '@speechdeck/plugin-a', speechdeck: { runtimePackages: ['dep'] }, dependencies: { dep: '^1' } });
    writePackage('host/node_modules/@speechdeck/plugin-a/node_modules/dep', { name: 'dep', version: '1.0.0' });
    writePackage('host/node_modules/@speechdeck/plugin-b', { name: '@speechdeck/plugin-b', speechdeck: { runtimePackages: ['dep'] }, dependencies: { dep: '^2' } });
    writePackage('host/node_modules/@speechdeck/plugin-b/node_modules/dep', { name: 'dep', version: '2.0.0' });
    const host = writePackage('host', { dependencies: { '@speechdeck/plugin-a': '*', '@speechdeck/plugin-b': '*' } });
    expect(() => readBundleDeclarations(host)).toThrow(/^@speechdeck\/plugin-b .*"speechdeck.runtimePackages" names dep at .*plugin-b.*, but @speechdeck\/plugin-a .* has it at .*plugin-a.*: the compiled host loads one copy/);

    writePackage('host/node_modules/@speechdeck/plugin-a', { name: '@speechdeck/plugin-a', speechdeck: { workerEntries: { t: './t.ts' } } }, ['t.ts']);
    writePackage('host/node_modules/@speechdeck/plugin-b', { name: '@speechdeck/plugin-b', speechdeck: { workerEntries: { t: './t.ts' } } }, ['t.ts']);
    expect(() => readBundleDeclarations(host)).toThrow(/^@speechdeck\/plugin-b .*"speechdeck.workerEntries.t" is already an entry of @speechdeck\/plugin-a/);
  });

  it('refuses a workspace dependency that is not installed', () => {
    const host = writePackage('host', { dependencies: { '@speechdeck/plugin-gone': 'workspace:*' } });
    expect(() => readBundleDeclarations(host)).toThrow(`@speechdeck/plugin-gone (a dependency of ${join(host, 'package.json')}) is not installed: run pnpm install`);
  });
});

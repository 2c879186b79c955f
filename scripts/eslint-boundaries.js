// The import boundaries of DESIGN §3, per file class. A rule rather than import patterns because a
// relative import has to be resolved to know which package and which runtime it reaches.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const REACT = /^(react|react-dom|react-router-dom|@tanstack\/react-query|react-i18next|react-toastify)(\/|$)/;
const RUNTIMES = ['web', 'server', 'cli'];

const KIT = '@speechdeck/testing';
const ENGINES = '@speechdeck/engines';
const APPS = ['@speechdeck/server', '@speechdeck/web', '@speechdeck/cli'];

/**
 * Which part of the repo a file is: its package, the runtime it runs in, and whether it is test
 * support (the test kit, or a file in a `testing/` folder of a package).
 */
export function classify(file) {
  const path = relative(ROOT, file).split(sep).join('/');
  let match = /^plugins\/([^/]+)\/src\/(.*)$/.exec(path);
  if (match) return { kind: 'plugin', id: match[1], runtime: runtimeOf(match[2]), testing: isTesting(match[2]), name: `@speechdeck/plugin-${match[1]}` };
  match = /^core\/src\/(.*)$/.exec(path);
  if (match) return { kind: 'core', runtime: runtimeOf(match[1]), testing: isTesting(match[1]), name: '@speechdeck/core' };
  if (path.startsWith('web/src/')) return { kind: 'shell', runtime: 'web', testing: isTesting(path.slice(8)), name: '@speechdeck/web' };
  if (path.startsWith('server/src/')) return { kind: 'host', runtime: 'server', testing: isTesting(path.slice(11)), name: '@speechdeck/server' };
  if (path.startsWith('cli/src/')) return { kind: 'cli', runtime: 'cli', testing: isTesting(path.slice(8)), name: '@speechdeck/cli' };
  if (path.startsWith('testing/src/')) return { kind: 'kit', runtime: 'server', testing: true, name: KIT };
  if (path.startsWith('engines/src/')) return { kind: 'engines', runtime: 'server', testing: isTesting(path.slice(12)), name: ENGINES };
  return null;
}

/**
 * 'web.ts' and 'web/**' are web, likewise server and cli; anything else in a package is isomorphic,
 * but its own `testing/` entry (test support for other packages' tests) runs in Node: server, or
 * web under `testing/web/`.
 */
function runtimeOf(inSrc) {
  const parts = inSrc.split('/');
  const head = parts[0].replace(/\.tsx?$/, '');
  if (head === 'testing' && parts.length > 1) return parts.length > 2 && RUNTIMES.includes(parts[1]) ? parts[1] : 'server';
  return RUNTIMES.includes(head) ? head : 'iso';
}

/** A file in a `testing/` folder (anywhere under src) is test support. */
function isTesting(inSrc) {
  return inSrc.split('/').slice(0, -1).includes('testing');
}

/** The workspace package folder a path lies in ('plugins/stt', 'core', 'testing', ...), or null. */
function packageFolder(file) {
  const path = relative(ROOT, file).split(sep).join('/');
  return /^(plugins\/[^/]+|core|web|server|cli|testing|engines)\//.exec(path)?.[1] ?? null;
}

/** `@speechdeck/plugin-stt/web` -> { name: '@speechdeck/plugin-stt', entry: 'web' } */
function parsePackage(source) {
  const match = /^(@speechdeck\/[^/]+)(?:\/(.+))?$/.exec(source);
  return match ? { name: match[1], entry: match[2] ?? 'iso' } : null;
}

const ENTRY_LABEL = {
  iso: '.', web: '/web', server: '/server', cli: '/cli',
  // Test support: a package's `/testing` entry (Node), and core's `/web/testing` (rendering with the platform).
  testing: '/testing', 'web/testing': '/web/testing',
};
const isTestingEntry = (entry) => entry === 'testing' || entry.endsWith('/testing');

/** Why `from` may not import the entry `to` of a package, or null when it may. */
function packageVerdict(from, to) {
  const target = to.name;
  const isPlugin = target.startsWith('@speechdeck/plugin-');
  if (from.kind === 'core') {
    if (isPlugin || APPS.includes(target) || target === KIT) return 'Core holds the platform only: it imports no plugin, host, shell, CLI or test kit.';
    return null;
  }
  if (from.kind === 'kit') return kitVerdict(to);
  if (from.kind === 'engines') return enginesVerdict(to);
  // The engine layer (models, recognizers, voices, embedders) runs in Node: a service's server code uses it.
  if (target === ENGINES) return from.runtime === 'server' ? null : `${label(from)} does not run in Node: only server code imports ${ENGINES}.`;
  if (target === KIT) {
    if (!from.testing) return `${label(from)} is not test support: only tests and testing folders import ${KIT}.`;
    return to.entry === 'iso' ? null : `No deep paths into ${KIT}: import '${KIT}'.`;
  }
  if (APPS.includes(target)) {
    if (target === from.name) return null;
    return from.kind === 'plugin' ? 'A plugin never imports the host, the shell or the CLI.' : `${label(from)} does not import ${target}.`;
  }
  if (target === from.name) return 'Import your own package\'s files by relative path.';
  if (!isPlugin && target !== '@speechdeck/core') return null;
  // The shell reaches a plugin only through its registration; core's isomorphic part is for every runtime.
  const allowed = from.kind === 'shell' && isPlugin ? ['web'] : from.runtime === 'iso' ? ['iso'] : ['iso', from.runtime];
  // Test support may also use other packages' test support.
  if (from.testing) allowed.push('testing', ...(from.runtime === 'web' ? ['web/testing'] : []));
  if (allowed.includes(to.entry)) return null;
  if (!Object.keys(ENTRY_LABEL).includes(to.entry)) return `No deep paths into ${target}: import one of its entries (${allowed.map((e) => ENTRY_LABEL[e]).join(', ')}).`;
  if (isTestingEntry(to.entry) && !from.testing) return `${label(from)} is not test support: only tests and testing folders import ${target}${ENTRY_LABEL[to.entry]}.`;
  return `${label(from)} may import ${target} only through ${allowed.map((e) => `'${e === 'iso' ? target : `${target}${ENTRY_LABEL[e]}`}'`).join(' or ')}.`;
}

/** The test kit builds on core and the host's public entry, never on a plugin, the shell or the CLI. */
function kitVerdict(to) {
  const target = to.name;
  if (target.startsWith('@speechdeck/plugin-')) return `The test kit imports no plugin: what is ${target}'s belongs in its own /testing entry.`;
  if (target === KIT) return 'Import your own package\'s files by relative path.';
  if (target === '@speechdeck/server') return to.entry === 'iso' ? null : 'The test kit imports the host only through its public entry, \'@speechdeck/server\'.';
  if (APPS.includes(target)) return `The test kit does not import ${target}.`;
  const allowed = ['iso', 'server', 'testing'];
  if (target !== '@speechdeck/core' || allowed.includes(to.entry)) return null;
  return `The test kit may import ${target} only through ${allowed.map((e) => `'${e === 'iso' ? target : `${target}${ENTRY_LABEL[e]}`}'`).join(' or ')}.`;
}

/** The engine layer builds on core alone: services pick its engines, it knows no service. */
function enginesVerdict(to) {
  const target = to.name;
  if (target === ENGINES) return 'Import your own package\'s files by relative path.';
  if (target.startsWith('@speechdeck/plugin-') || APPS.includes(target) || target === KIT) return `The engine layer imports only core: ${target} depends on it, not the other way.`;
  if (target !== '@speechdeck/core' || ['iso', 'server'].includes(to.entry)) return null;
  return `The engine layer may import ${target} only through '${target}' or '${target}/server'.`;
}

function label(from) {
  const runtime = { iso: 'isomorphic', web: 'browser', server: 'server', cli: 'CLI' }[from.runtime];
  const what = from.testing ? 'test support' : 'code';
  return { plugin: `Plugin ${runtime} ${what}`, core: `Core ${runtime} ${what}`, shell: 'The shell', host: 'The host', cli: 'The CLI', kit: 'The test kit', engines: 'The engine layer' }[from.kind];
}

/** Why a relative import from `file` may not reach `targetFile`, or null. */
function relativeVerdict(from, file, targetFile) {
  const target = classify(targetFile);
  if (!target) {
    const [own, other] = [packageFolder(file), packageFolder(targetFile)];
    return other !== own ? `No relative imports out of your package${other ? ` (into ${other})` : ''}: import a package's entry.` : null;
  }
  if (target.name !== from.name) return `No relative imports into another package (${target.name}): import its entry.`;
  if (target.runtime !== from.runtime && target.runtime !== 'iso' && from.kind !== 'host' && from.kind !== 'shell' && from.kind !== 'cli') {
    return `${label(from)} may not import the ${target.runtime} part of its package.`;
  }
  if (target.testing && !from.testing) return `${label(from)} is not test support: it does not import its package's testing files.`;
  return null;
}

const manifests = new Map();
/** The dependencies declared by the package.json nearest to a file. */
function declared(file) {
  let dir = dirname(file);
  while (dir.startsWith(ROOT) && !existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  if (!manifests.has(dir)) {
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    manifests.set(dir, new Set(Object.keys({ ...json.dependencies, ...json.devDependencies, ...json.peerDependencies })));
  }
  return manifests.get(dir);
}

const rule = {
  meta: { type: 'problem', docs: { description: 'The import boundaries between plugins, core, the shell, the host and the CLI.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = classify(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const report = (message) => context.report({ node: node.source, message });
      if (NODE.has(source) || NODE.has(source.split('/')[0])) {
        if (from.runtime === 'iso' || from.runtime === 'web') report(`${label(from)} runs in the browser too: no Node modules.`);
        return;
      }
      if (REACT.test(source)) {
        if (from.runtime !== 'web') report(`${label(from)} must not import React.`);
        return;
      }
      if (source.startsWith('.')) {
        const verdict = relativeVerdict(from, file, resolve(dirname(file), source));
        if (verdict) report(verdict);
        return;
      }
      const target = parsePackage(source);
      if (!target) return;
      const verdict = packageVerdict(from, target);
      if (verdict) return report(verdict);
      if (target.name !== from.name && !declared(file).has(target.name)) report(`${target.name} is not declared in this package's package.json.`);
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ source: node.source }) };
  },
};

export default { rules: { boundaries: rule } };

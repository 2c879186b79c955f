// `pnpm new-plugin <id>`: a working job-based service on recordings in plugins/<id> (contract, client, routes, a
// table, a tracked job, an engine with its settings, a page taking a file, a sample or a link and following the job, CLI commands, en/tr
// words, tests), listed in the host's, the shell's and the CLI's plugin lists. Nothing else outside the folder changes but those lists and the lockfile.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_ID_PATTERN } from '../core/src/plugin/plugin-id.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE = fileURLToPath(new URL('./plugin-template', import.meta.url));

interface Names {
  id: string;
  camel: string;
  Pascal: string;
  snake: string;
  /** Environment variables' part: NOTES_DEMO. */
  UPPER: string;
  Title: string;
}

export function namesOf(id: string): Names {
  const words = id.split('-');
  const Pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return { id, Pascal, camel: Pascal[0]!.toLowerCase() + Pascal.slice(1), snake: words.join('_'), UPPER: words.join('_').toUpperCase(), Title: words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') };
}

const fill = (text: string, names: Names) =>
  text.replace(/__(id|camel|Pascal|snake|UPPER|Title)__/g, (_, key: keyof Names) => names[key]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
}

/** Adds `import { name } from 'source';` after the last import and `name` at the end of the list `constName`. */
export function addToList(file: string, constName: string, name: string, source: string): void {
  const text = readFileSync(file, 'utf8');
  const list = new RegExp(`(export const ${constName}\\b[^=]*=\\s*\\[)([\\s\\S]*?)(,?\\s*\\])`);
  const match = list.exec(text);
  if (!match) throw new Error(`${relative(ROOT, file)}: no list '${constName} = [...]' to add '${name}' to`);
  const items = match[2]!.trimEnd();
  const withItem = text.replace(list, `${match[1]}${items}${items ? ', ' : ''}${name}${match[3]!.replace(/^,/, '')}`);
  const imports = [...withItem.matchAll(/^import .*;$/gm)];
  const after = imports.length ? imports[imports.length - 1]!.index! + imports[imports.length - 1]![0].length : 0;
  writeFileSync(file, `${withItem.slice(0, after)}\nimport { ${name} } from '${source}';${withItem.slice(after)}`);
}

function addDependency(manifest: string, section: 'dependencies' | 'devDependencies', name: string): void {
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string>>;
  json[section] = Object.fromEntries(Object.entries({ ...json[section], [name]: 'workspace:*' }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
}

export function scaffold(id: string, root = ROOT): string[] {
  if (!PLUGIN_ID_PATTERN.test(id)) throw new Error(`'${id}' is not a plugin id: use lower-case kebab-case, e.g. 'speaker-id'`);
  const folder = join(root, 'plugins', id);
  if (existsSync(folder)) throw new Error(`plugins/${id} exists already`);
  const names = namesOf(id);
  const written: string[] = [];
  for (const template of files(TEMPLATE)) {
    const target = join(folder, fill(relative(TEMPLATE, template), names).replace(/\.tmpl$/, ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8'), names));
    written.push(relative(root, target));
  }
  const packageName = `@speechdeck/plugin-${id}`;
  addToList(join(root, 'server/src/service-plugins.ts'), 'servicePlugins', `${names.camel}ServerPlugin`, `${packageName}/server`);
  addToList(join(root, 'web/src/app/registry.ts'), 'SERVICE_PLUGINS', `${names.camel}Plugin`, `${packageName}/web`);
  addToList(join(root, 'cli/src/plugins.ts'), 'CLI_PLUGINS', `${names.camel}CliPlugin`, `${packageName}/cli`);
  addDependency(join(root, 'server/package.json'), 'dependencies', packageName);
  addDependency(join(root, 'web/package.json'), 'dependencies', packageName);
  addDependency(join(root, 'cli/package.json'), 'devDependencies', packageName);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const id = process.argv[2];
  if (!id) {
    process.stderr.write('usage: pnpm new-plugin <id>   (lower-case kebab-case, e.g. speaker-id)\n');
    process.exit(2);
  }
  try {
    const written = scaffold(id);
    process.stdout.write(`plugins/${id}: ${written.length} files; listed in the host, the shell and the CLI.\n`);
    // Not frozen: the new package enters the lockfile (CI sets CI=true, which would freeze it).
    execFileSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: ROOT, stdio: 'inherit' });
    process.stdout.write(`\nNext: pnpm build && pnpm vitest run plugins/${id}, then open #/${id}. Fill in plugins/${id}/README.md as you go.\n`);
  } catch (error) {
    process.stderr.write(`new-plugin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

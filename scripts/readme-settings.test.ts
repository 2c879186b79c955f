import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** The folders whose code runs in the API host: the host itself, core's server kit, the engine layer, each plugin's server part. */
function hostSourceDirs(): string[] {
  const plugins = readdirSync(join(root, 'plugins')).map((id) => join(root, 'plugins', id, 'src', 'server'));
  return [join(root, 'server', 'src'), join(root, 'core', 'src', 'server'), join(root, 'engines', 'src'), ...plugins];
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    // Tests and test helpers set variables; they are not settings an operator reads about.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

// A per-language variable is documented once, as its pattern.
const PATTERNS: [RegExp, string][] = [[/^SPEECHDECK_ASR_[A-Z]{2,3}$/, 'SPEECHDECK_ASR_<LANG>']];

describe('README settings table', () => {
  it('names every environment variable the host reads (a plugin\'s own may be in its README)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const missing = new Map<string, string>();
    for (const file of hostSourceDirs().flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      // A plugin's own settings may be documented in its own README instead (a new service touches only its folder).
      const plugin = /^plugins\/([^/]+)\//.exec(relative(root, file))?.[1];
      const pluginReadme = plugin ? readIfThere(join(root, 'plugins', plugin, 'README.md')) : '';
      for (const [name] of text.matchAll(/\b(?:SPEECHDECK|SMTP)_[A-Z0-9_]*[A-Z0-9]\b/g)) {
        const documented = PATTERNS.find(([pattern]) => pattern.test(name) && name !== 'SPEECHDECK_ASR_OTHER')?.[1] ?? name;
        const named = `\`${documented}\``;
        if (!readme.includes(named) && !pluginReadme.includes(named) && !missing.has(name)) missing.set(name, relative(root, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workspaceMessages as messages } from './messages.ts';

const PREFIX = 'workspace.';
const SOURCE_DIRS = [fileURLToPath(new URL('.', import.meta.url))];
const REGISTRATION = fileURLToPath(new URL('../web.ts', import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts' ? [path] : [];
  });
}

const code = [...SOURCE_DIRS.flatMap(sources), REGISTRATION].map((path) => readFileSync(path, 'utf8')).join('\n');
const escaped = PREFIX.replace('.', '\\.');
/** Every 'workspace.x.y' string the page's code names, and the prefixes of keys built at run time (`workspace.x.${name}`). */
const named = [...code.matchAll(new RegExp(`'(${escaped}[\\w.]+)'`, 'g'))].map((match) => match[1]!);
const built = [...code.matchAll(new RegExp(`\`(${escaped}[\\w.]+\\.)\\$\\{`, 'g'))].map((match) => match[1]!);

describe('workspace messages', () => {
  const english = Object.keys(messages.en);
  const turkish = Object.keys(messages.tr);

  it('has every key in English and in Turkish, none empty, all under the plugin\'s prefix', () => {
    expect([...turkish].sort()).toEqual([...english].sort());
    expect(english.filter((key) => !key.startsWith(PREFIX))).toEqual([]);
    for (const language of [messages.en, messages.tr] as Record<string, string>[]) {
      expect(Object.entries(language).filter(([, text]) => !text.trim())).toEqual([]);
    }
  });

  it('has a message for every key the code names', () => {
    const known = new Set(english.map((key) => key.replace(PLURAL, '')));
    expect(named.length).toBeGreaterThan(10);
    expect([...new Set(named)].filter((key) => !known.has(key))).toEqual([]);
    expect(built.filter((prefix) => !english.some((key) => key.startsWith(prefix)))).toEqual([]);
  });
});

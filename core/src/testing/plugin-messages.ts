import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keysAnswered, keysAskedBy, labelKeysMissing, type LabelsBuilder } from './label-keys.ts';

export { keysAskedBy, labelKeysMissing, type LabelsBuilder } from './label-keys.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Test helpers name keys only to look for them.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts' ? [path] : [];
  });
}

export interface PluginMessagesCheck {
  /** The plugin's key prefix, e.g. 'stt.'. */
  prefix: string;
  messages: { en: Record<string, string>; tr: Record<string, string> };
  /** Folders and files whose code names message keys (the plugin's web folder and its web.ts). */
  sources: string[];
  /** The page's words for kit components built from a key prefix (`medPickerLabels`): keys no source names literally. */
  labelBuilders?: LabelsBuilder[];
}

/**
 * The tests every plugin's messages need: English and Turkish have the same keys, none empty, all
 * under the plugin's prefix, and every key the code names ('stt.x.y', or a prefix built at run time
 * as `stt.x.${name}`) exists, as does every key the page's `labelBuilders` ask for (a prefix names
 * only the start of those).
 */
export function describePluginMessages({ prefix, messages, sources: roots, labelBuilders = [] }: PluginMessagesCheck): void {
  const files = roots.flatMap((root) => (/\.tsx?$/.test(root) ? [root] : sources(root)));
  const code = files.map((path) => readFileSync(path, 'utf8')).join('\n');
  const escaped = prefix.replace('.', '\\.');
  const named = [...code.matchAll(new RegExp(`'(${escaped}[\\w.]+)'`, 'g'))].map((match) => match[1]!);
  const built = [...code.matchAll(new RegExp(`\`(${escaped}[\\w.]+\\.)\\$\\{`, 'g'))].map((match) => match[1]!);

  describe(`${prefix.slice(0, -1)} messages`, () => {
    const english = Object.keys(messages.en);
    const turkish = Object.keys(messages.tr);

    it('has every key in English and in Turkish, none empty, all under the plugin\'s prefix', () => {
      expect([...turkish].sort()).toEqual([...english].sort());
      expect(english.filter((key) => !key.startsWith(prefix))).toEqual([]);
      for (const language of [messages.en, messages.tr]) {
        expect(Object.entries(language).filter(([, text]) => !text.trim())).toEqual([]);
      }
    });

    it('never puts a key under another key: the shell nests keys by their dots, and drops one under a word', () => {
      for (const keys of [english, turkish]) expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
    });

    it('has a message for every key the code names', () => {
      const known = keysAnswered(messages.en);
      expect(named.length).toBeGreaterThan(10);
      expect([...new Set(named)].filter((key) => !known.has(key))).toEqual([]);
      expect(built.filter((start) => !english.some((key) => key.startsWith(start)))).toEqual([]);
    });

    if (labelBuilders.length > 0) {
      it('has a message, in English and in Turkish, for every key its kit components\' words ask for', () => {
        expect(labelBuilders.filter((build) => keysAskedBy(build).length === 0)).toEqual([]);
        expect(labelKeysMissing(labelBuilders, messages)).toEqual([]);
      });
    }
  });
}

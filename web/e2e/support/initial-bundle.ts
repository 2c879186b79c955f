import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 7: the dashboard's initial JavaScript, React included, at most 150 KB gzip (kB as Vite reports them). */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

export interface InitialScript {
  /** Relative to the built dashboard, e.g. 'assets/index-B1a2.js'. */
  file: string;
  gzipBytes: number;
}

const TAG = /<(script|link)\b([^>]*)>/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
/** `import{a as b}from"./react-x.js"` and `import"./y.js"` in a built chunk; not `import(` (lazy chunks). */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value ?? '']));
}

/** The scripts index.html starts with: its module scripts and the modules it preloads. */
function entryScripts(html: string): string[] {
  return [...html.matchAll(TAG)].flatMap(([, tag, text]) => {
    const attributes = attributesOf(text!);
    if (tag === 'script' && attributes.type === 'module' && attributes.src) return [attributes.src];
    if (tag === 'link' && attributes.rel === 'modulepreload' && attributes.href) return [attributes.href];
    return [];
  });
}

/**
 * What a browser must download before the dashboard can render, each file gzipped: the scripts
 * index.html loads and preloads, and whatever those import statically (so a chunk Vite did not
 * preload still counts). Lazily loaded chunks (pages, the player, toasts) do not.
 */
export function initialScripts(distDir: string): InitialScript[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const pending = entryScripts(html).map((src) => join(distDir, src.replace(/^\//, '')));
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(path, 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) pending.push(join(dirname(path), specifier!));
    }
  }
  return [...seen].sort().map((path) => ({ file: relative(distDir, path), gzipBytes: gzipSync(readFileSync(path)).length }));
}

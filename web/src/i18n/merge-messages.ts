import type { PluginMessages } from '@speechdeck/core/web';

export type Messages = { [key: string]: string | Messages };

/**
 * Adds plugins' flat keys ('speaker.enroll') for one language into the shell's nested messages,
 * so `t(route.titleKey)` finds them in the one default namespace. A plugin never overrides a key
 * the shell already has: its keys live under its own id.
 */
export function mergePluginMessages(base: Messages, sources: readonly (PluginMessages | undefined)[], language: string): Messages {
  const merged: Messages = structuredClone(base);
  for (const source of sources) {
    for (const [key, text] of Object.entries(source?.[language] ?? {})) {
      setIfAbsent(merged, key.split('.'), text);
    }
  }
  return merged;
}

function setIfAbsent(target: Messages, path: string[], text: string): void {
  let node = target;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (typeof next === 'string') return;
    node = next ?? (node[segment] = {});
  }
  const leaf = path[path.length - 1]!;
  if (node[leaf] === undefined) node[leaf] = text;
}

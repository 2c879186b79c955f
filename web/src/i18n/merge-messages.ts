import type { ServicePlugin } from '@speechdeck/core/web';

export type Messages = { [key: string]: string | Messages };

/**
 * Adds the plugins' flat keys ('speaker.enroll') for one language into the shell's nested messages,
 * so `t(route.titleKey)` finds them in the one default namespace. A plugin never overrides a key
 * the shell already has: its keys live under its own id.
 */
export function mergePluginMessages(base: Messages, plugins: readonly ServicePlugin[], language: string): Messages {
  const merged: Messages = structuredClone(base);
  for (const plugin of plugins) {
    for (const [key, text] of Object.entries(plugin.messages?.[language] ?? {})) {
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

import { describe, expect, it } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { SERVICE_PLUGINS } from '../app/registry.ts';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Record<string, string> => Object.fromEntries(
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flat(value, `${prefix}${key}.`)))),
);

/** Every word the dashboard shows, by key, in English and in Turkish: the shell's files and each plugin's words. */
async function allMessages() {
  const english = flat(en as Tree);
  const turkish = flat(tr as Tree);
  for (const plugin of SERVICE_PLUGINS) {
    const loaded = await plugin.loadMessages?.();
    Object.assign(english, plugin.messages?.en, loaded?.en);
    Object.assign(turkish, plugin.messages?.tr, loaded?.tr);
  }
  return { english, turkish };
}

describe('the Turkish words', () => {
  it('say "recognized" (tanınan, metne dönüştürülen) where the English does, never "introduced" (tanıtılan)', async () => {
    const { english, turkish } = await allMessages();
    const recognizedKeys = Object.keys(english).filter((key) => /\brecogni[sz]ed\b/i.test(english[key]!));
    expect(recognizedKeys.length).toBeGreaterThan(2);
    // "Tanıt-" is the causative of "tanı-": to introduce someone, not to recognize speech.
    expect(recognizedKeys.filter((key) => /tanıt/i.test(turkish[key] ?? ''))).toEqual([]);
  });
});

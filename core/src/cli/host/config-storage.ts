import type { KeyValueStorage } from '../../session/session.ts';
import type { ConfigFile } from './config-file.ts';

/**
 * Core's SessionStore over the `session` object of config.json. Every call reads the file again:
 * the CLI is short-lived and this way two commands never overwrite each other's changes.
 * `clear()` drops the session only; the configured server stays.
 */
export function configSessionStorage(file: ConfigFile): KeyValueStorage {
  const session = () => file.read().session ?? {};
  return {
    getItem: (key) => session()[key] ?? null,
    setItem: (key, value) => void file.update((config) => ({ ...config, session: { ...config.session, [key]: value } })),
    removeItem: (key) =>
      void file.update((config) => {
        const { [key]: _removed, ...rest } = config.session ?? {};
        return { ...config, session: rest };
      }),
    clear: () =>
      void file.update((config) => {
        const { session: _session, ...rest } = config;
        return rest;
      }),
  };
}

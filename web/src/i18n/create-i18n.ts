import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { KeyValueStorage } from '@speechdeck/core';
import type { ServicePlugin } from '@speechdeck/core/web';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode } from './languages.ts';
import { mergePluginMessages, type Messages } from './merge-messages.ts';
import { lateMessages } from './plugin-messages.ts';

/** Spec §7: translation files at /assets/i18n/{lang}.json. */
export const I18N_LOAD_PATH = '/assets/i18n/{{lng}}.json';

const COMMON: InitOptions = {
  supportedLngs: LANGUAGES.map((language) => language.code),
  // No fallback language: a key missing from the chosen language shows the key itself (spec §8).
  fallbackLng: false,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
};

interface BrowserI18nOptions {
  language: LanguageCode;
  plugins: readonly ServicePlugin[];
  storage: KeyValueStorage;
}

/**
 * The dashboard's i18next: files fetched over HTTP, the plugins' titles merged in (and the words
 * of plugins loaded since, for a language chosen later), the choice remembered.
 */
export function createBrowserI18n({ language, plugins, storage }: BrowserI18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    storage.setItem(LANGUAGE_STORAGE_KEY, lng);
    document.documentElement.lang = lng;
  });
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...COMMON,
      lng: language,
      backend: {
        loadPath: I18N_LOAD_PATH,
        parse: (data: string, languages?: string | string[]) => mergePluginMessages(
          JSON.parse(data) as Messages,
          [...plugins.map((plugin) => plugin.messages), ...lateMessages(instance)],
          [languages ?? language].flat()[0]!,
        ),
      },
    });
  return instance;
}

/** An i18next with the messages given inline, for component tests. */
export function createInlineI18n(messages: Partial<Record<LanguageCode, Messages>>, plugins: readonly ServicePlugin[], language: LanguageCode = 'en'): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(messages).map(([lng, base]) => [lng, { translation: mergePluginMessages(base, plugins.map((plugin) => plugin.messages), lng) }]),
  );
  void instance.use(initReactI18next).init({ ...COMMON, lng: language, resources, initAsync: false });
  return instance;
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createHttpClient, memoryStorage, SessionStore } from '@speechdeck/core';
import { createSampleBus, PlatformContext, type Platform } from '@speechdeck/core/web';
import { vcPlugin } from '../../web.ts';
import { vcMessages } from '../messages.ts';

/** The plugin's own English words, flat as the plugin declares them. */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { ...vcPlugin.messages?.en, ...vcMessages.en } } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Renders a piece of the page with the plugin's words and a platform of its own: a real sample bus, an HTTP client that is never called. */
export function renderWithPlatform(ui: ReactElement) {
  const platform: Platform = { http: createHttpClient(), session: new SessionStore(memoryStorage()), samples: createSampleBus() };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <PlatformContext.Provider value={platform}>{ui}</PlatformContext.Provider>
    </I18nextProvider>,
  );
  return { ...view, platform };
}

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /speech, loaded lazily with its words. */
export const sttPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speech', titleKey: 'stt.title', access: 'user', page: () => import('./web/speech-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 10, titleKey: 'stt.title', path: 'speech' },
  ],
  messages: {
    en: { 'stt.title': 'Speech Recognition' },
    tr: { 'stt.title': 'Konuşma Tanıma' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.sttMessages),
});

/** For the shell's sample panel, which says of each sample whether this host recognizes its language. */
export { isServed, useServedLanguages } from './web/options/use-served-languages.ts';

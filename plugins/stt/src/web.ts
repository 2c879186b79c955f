import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /speech and /vocabulary (User's Space), loaded lazily with their words. */
export const sttPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speech', titleKey: 'stt.title', access: 'user', page: () => import('./web/speech-page.tsx') },
    { path: 'vocabulary', titleKey: 'stt.vocabulary.title', access: 'user', page: () => import('./web/vocabulary/vocabulary-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 10, titleKey: 'stt.title', path: 'speech' },
    { menu: 'space', order: 35, titleKey: 'stt.vocabulary.title', path: 'vocabulary' },
  ],
  messages: {
    en: { 'stt.title': 'Speech Recognition', 'stt.vocabulary.title': 'My vocabulary' },
    tr: { 'stt.title': 'Konuşma Tanıma', 'stt.vocabulary.title': 'Sözlüğüm' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.sttMessages),
});

/** For the shell's sample panel, which says of each sample whether this host recognizes its language. */
export { isServed, useServedLanguages } from './web/options/use-served-languages.ts';

/** For the pages of other services that recognize (med): their media onto the host as stt stores it. */
export { sendMedia } from './web/run/send-media.ts';

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /tts, loaded lazily with its words (the editor, tiptap, comes with the page). */
export const ttsPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'tts', titleKey: 'tts.title', access: 'user', page: () => import('./web/tts-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 20, titleKey: 'tts.title', path: 'tts' },
  ],
  messages: {
    en: { 'tts.title': 'Speech Synthesis' },
    tr: { 'tts.title': 'Konuşma Sentezi' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.ttsMessages),
});

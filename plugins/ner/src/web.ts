import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /namerecognition, loaded lazily with its words. */
export const nerPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'namerecognition', titleKey: 'ner.title', access: 'user', page: () => import('./web/ner-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 70, titleKey: 'ner.title', path: 'namerecognition' },
  ],
  messages: {
    en: { 'ner.title': 'Named Entity Recognition' },
    tr: { 'ner.title': 'Varlık İsmi Tanıma' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.nerMessages),
});

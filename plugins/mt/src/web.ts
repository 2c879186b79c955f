import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /mt, loaded lazily with its words. */
export const mtPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'mt', titleKey: 'mt.title', access: 'user', page: () => import('./web/mt-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 80, titleKey: 'mt.title', path: 'mt' },
  ],
  messages: {
    en: { 'mt.title': 'Translation' },
    tr: { 'mt.title': 'Çeviri' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.mtMessages),
});

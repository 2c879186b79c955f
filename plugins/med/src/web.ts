import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /med, loaded lazily with its words. */
export const medPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'med', titleKey: 'med.title', access: 'user', page: () => import('./web/med-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 15, titleKey: 'med.title', path: 'med' },
  ],
  messages: {
    en: { 'med.title': 'Medical Terms Recognition' },
    tr: { 'med.title': 'Tıbbi Terim Tanıma' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.medMessages),
});

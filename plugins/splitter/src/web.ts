import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /splitter, loaded lazily with its words. */
export const splitterPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'splitter', titleKey: 'splitter.title', access: 'user', page: () => import('./web/splitter-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 60, titleKey: 'splitter.title', path: 'splitter' },
  ],
  messages: {
    en: { 'splitter.title': "Splitter" },
    tr: { 'splitter.title': "Ayırıcı" },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.splitterMessages),
});

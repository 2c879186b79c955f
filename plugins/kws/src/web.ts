import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const kwsPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'kws', titleKey: 'kws.title', access: 'user' },
  ],
  nav: [
    { menu: 'space', order: 30, titleKey: 'kws.title', path: 'kws' },
  ],
  messages: {
    en: { 'kws.title': "Analyze Results" },
    tr: { 'kws.title': "Sonuçları Analiz Et" },
  },
});

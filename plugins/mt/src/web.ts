import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const mtPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'mt', titleKey: 'mt.title', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 80, titleKey: 'mt.title', path: 'mt' },
  ],
  messages: {
    en: { 'mt.title': "Translation" },
    tr: { 'mt.title': "Çeviri" },
  },
});

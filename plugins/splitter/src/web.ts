import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const splitterPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'splitter', titleKey: 'splitter.title', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 60, titleKey: 'splitter.title', path: 'splitter' },
  ],
  messages: {
    en: { 'splitter.title': "Splitter" },
    tr: { 'splitter.title': "Ayırıcı" },
  },
});

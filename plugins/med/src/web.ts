import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const medPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'med', titleKey: 'med.title', access: 'user' },
  ],
  nav: [],
  messages: {
    en: { 'med.title': "Medical Terms Recognition" },
    tr: { 'med.title': "Tıbbi Terim Tanıma" },
  },
});

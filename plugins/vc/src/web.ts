import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const vcPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'vc', titleKey: 'vc.title', access: 'user' },
  ],
  nav: [],
  messages: {
    en: { 'vc.title': "Voice Cloning" },
    tr: { 'vc.title': "Ses Klonlama" },
  },
});

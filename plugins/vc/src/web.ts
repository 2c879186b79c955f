import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/**
 * Dashboard registration: /vc, loaded lazily with its words. No menu entry: the specification's
 * 'AI Services' menu does not list Voice Cloning, so the page is reached from its card on the home
 * page and from Learn More.
 */
export const vcPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'vc', titleKey: 'vc.title', access: 'user', page: () => import('./web/vc-page.tsx') },
  ],
  nav: [],
  messages: {
    en: { 'vc.title': 'Voice Cloning' },
    tr: { 'vc.title': 'Ses Klonlama' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.vcMessages),
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/**
 * Dashboard registration: /vc, loaded lazily with its words, in the 'AI Services' menu after speech
 * synthesis (the specification's menu predates the service; users looked for it there, issue 26).
 */
export const vcPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'vc', titleKey: 'vc.title', access: 'user', page: () => import('./web/vc-page.tsx') },
  ],
  nav: [{ menu: 'services', order: 25, titleKey: 'vc.title', path: 'vc' }],
  messages: {
    en: { 'vc.title': 'Voice Cloning' },
    tr: { 'vc.title': 'Ses Klonlama' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.vcMessages),
});

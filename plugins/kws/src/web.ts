import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /kws "Analyze Results" (the results' keywords, and keywords spotted in audio), loaded lazily with its words. */
export const kwsPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'kws', titleKey: 'kws.title', access: 'user', page: () => import('./web/kws-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 30, titleKey: 'kws.title', path: 'kws' },
  ],
  messages: {
    en: { 'kws.title': 'Analyze Results' },
    tr: { 'kws.title': 'Sonuçları Analiz Et' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.kwsMessages),
});

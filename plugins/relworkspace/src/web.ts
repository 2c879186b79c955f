import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /relworkspace, loaded lazily with its words, in the workspace menu. */
export const relworkspacePlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'relworkspace', titleKey: 'relworkspace.title', access: 'user', page: () => import('./web/live-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 25, titleKey: 'relworkspace.title', path: 'relworkspace' },
  ],
  messages: {
    en: { 'relworkspace.title': 'Live Workspace' },
    tr: { 'relworkspace.title': 'Canlı Çalışma Alanı' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.liveMessages),
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const relworkspacePlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'relworkspace', titleKey: 'relworkspace.title', access: 'user' },
  ],
  nav: [],
  messages: {
    en: { 'relworkspace.title': "Live Workspace" },
    tr: { 'relworkspace.title': "Canlı Çalışma Alanı" },
  },
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const workspacePlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'asr-workspace', titleKey: 'workspace.title', access: 'user' },
  ],
  nav: [
    { menu: 'space', order: 20, titleKey: 'workspace.title', path: 'asr-workspace' },
  ],
  messages: {
    en: { 'workspace.title': "ASR Workspace" },
    tr: { 'workspace.title': "ASR Çalışma Alanı" },
  },
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';
import { workspaceMessages } from './web/messages.ts';

/** Dashboard registration: /asr-workspace, loaded lazily. */
export const workspacePlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'asr-workspace', titleKey: 'workspace.title', access: 'user', page: () => import('./web/workspace-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 20, titleKey: 'workspace.title', path: 'asr-workspace' },
  ],
  messages: workspaceMessages,
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const chatPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'chat', titleKey: 'chat.title', access: 'user' },
  ],
  nav: [],
  messages: {
    en: { 'chat.title': "Chat with AI" },
    tr: { 'chat.title': "Yapay Zekâ ile Sohbet" },
  },
});

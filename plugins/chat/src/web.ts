import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration: /chat, loaded lazily with its words. */
export const chatPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'chat', titleKey: 'chat.title', access: 'user', page: () => import('./web/chat-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 40, titleKey: 'chat.title', path: 'chat' },
  ],
  messages: {
    en: { 'chat.title': 'Chat with AI' },
    tr: { 'chat.title': 'Yapay Zekâ ile Sohbet' },
  },
  loadMessages: () => import('./web/messages.ts').then((module) => module.chatMessages),
});

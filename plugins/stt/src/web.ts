import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const sttPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speech', titleKey: 'stt.title', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 10, titleKey: 'stt.title', path: 'speech' },
  ],
  messages: {
    en: { 'stt.title': "Speech Recognition" },
    tr: { 'stt.title': "Konuşma Tanıma" },
  },
});

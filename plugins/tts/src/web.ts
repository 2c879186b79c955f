import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const ttsPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'tts', titleKey: 'tts.title', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 20, titleKey: 'tts.title', path: 'tts' },
  ],
  messages: {
    en: { 'tts.title': "Speech Synthesis" },
    tr: { 'tts.title': "Konuşma Sentezi" },
  },
});

import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';
import { sttMessages } from './web/messages.ts';

/** Dashboard registration: /speech, loaded lazily. */
export const sttPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speech', titleKey: 'stt.title', access: 'user', page: () => import('./web/speech-page.tsx') },
  ],
  nav: [
    { menu: 'services', order: 10, titleKey: 'stt.title', path: 'speech' },
  ],
  messages: sttMessages,
});

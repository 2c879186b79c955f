import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';
import { kwsMessages } from './web/messages.ts';

/** Dashboard registration: /kws "Analyze Results", loaded lazily. */
export const kwsPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'kws', titleKey: 'kws.title', access: 'user', page: () => import('./web/kws-page.tsx') },
  ],
  nav: [
    { menu: 'space', order: 30, titleKey: 'kws.title', path: 'kws' },
  ],
  messages: kwsMessages,
});

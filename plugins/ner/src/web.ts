import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const nerPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'namerecognition', titleKey: 'ner.title', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 70, titleKey: 'ner.title', path: 'namerecognition' },
  ],
  messages: {
    en: { 'ner.title': "Named Entity Recognition" },
    tr: { 'ner.title': "Varlık İsmi Tanıma" },
  },
});

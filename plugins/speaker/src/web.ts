import { defineServicePlugin } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** Dashboard registration. No page yet: the shell shows "coming soon" until the service is built. */
export const speakerPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speaker', titleKey: 'speaker.title', access: 'user' },
    { path: 'speaker/enroll', titleKey: 'speaker.enroll', access: 'user' },
    { path: 'speaker/identify', titleKey: 'speaker.identify', access: 'user' },
    { path: 'speaker/analyzer', titleKey: 'speaker.analyzer', access: 'user' },
  ],
  nav: [
    { menu: 'services', order: 30, titleKey: 'speaker.enroll', path: 'speaker/enroll' },
    { menu: 'services', order: 40, titleKey: 'speaker.identify', path: 'speaker/identify' },
    { menu: 'services', order: 50, titleKey: 'speaker.analyzer', path: 'speaker/analyzer' },
  ],
  messages: {
    en: { 'speaker.title': "Speaker services", 'speaker.enroll': "Speaker Enrollment", 'speaker.identify': "Speaker Identification", 'speaker.analyzer': "Diarization & Tracking" },
    tr: { 'speaker.title': "Konuşmacı servisleri", 'speaker.enroll': "Konuşmacı Kaydı", 'speaker.identify': "Konuşmacı Tanıma", 'speaker.analyzer': "Konuşmacı Ayrıştırma ve Takip" },
  },
});

import { defineServicePlugin, type PluginMessages } from '@speechdeck/core/web';
import { PLUGIN_ID } from './index.ts';

/** The pages' words: enrollment and identification's, and Diarization & Tracking's, merged per language. */
async function loadMessages(): Promise<PluginMessages> {
  const [{ speakerMessages }, { analyzerMessages }] = await Promise.all([import('./web/messages.ts'), import('./web/analyzer/analyzer-messages.ts')]);
  return {
    en: { ...speakerMessages.en, ...analyzerMessages.en },
    tr: { ...speakerMessages.tr, ...analyzerMessages.tr },
  };
}

/** Dashboard registration: the hub, enrollment, identification and Diarization & Tracking, each loaded lazily with the words. */
export const speakerPlugin = defineServicePlugin({
  id: PLUGIN_ID,
  routes: [
    { path: 'speaker', titleKey: 'speaker.title', access: 'user', page: () => import('./web/speaker-page.tsx') },
    { path: 'speaker/enroll', titleKey: 'speaker.enroll', access: 'user', page: () => import('./web/enroll-page.tsx') },
    { path: 'speaker/identify', titleKey: 'speaker.identify', access: 'user', page: () => import('./web/identify-page.tsx') },
    { path: 'speaker/analyzer', titleKey: 'speaker.analyzer', access: 'user', page: () => import('./web/analyzer/analyzer-page.tsx') },
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
  loadMessages,
});

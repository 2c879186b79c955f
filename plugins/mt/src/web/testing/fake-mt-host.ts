import type { ResultSummary } from '@speechdeck/plugin-workspace';
import type { LanguagePair, TranslateRequest, Translation } from '../../contract/mt-api.ts';
import type { FakeCall, FakeRoutes } from './render-with-platform.tsx';

export const PAIRS: LanguagePair[] = [
  { engine: 'apertium', source: 'en', target: 'es' }, { engine: 'apertium', source: 'es', target: 'en' },
  { engine: 'apertium', source: 'en', target: 'ca' }, { engine: 'apertium', source: 'eu', target: 'en' },
  { engine: 'openai', source: 'en', target: 'tr' }, { engine: 'openai', source: 'en', target: 'es' },
];

export const MEETING = { processId: 'p1', fn: 'meeting.wav', duration: 7.1, status: 'done', language: 'en', preview: 'The house is very old. See you tomorrow.' } as ResultSummary;

/** The meeting's two segments and their translations, as the host answers them. */
export const MEETING_SEGMENTS = [
  { position: 0, start: 0.15, end: 2.25, spk: 'S1', original: 'The house is very old.', text: 'La casa es muy vieja.' },
  { position: 1, start: 2.26, end: 7.04, spk: 'S2', original: 'See you tomorrow.', text: 'Te veo mañana.' },
];

/** A host that translates by marking the text with the target (`[es] text`), and a transcript as MEETING_SEGMENTS. */
export function fakeMtHost({ pairs = PAIRS, unavailable = [], refuse, results = [MEETING] }: { pairs?: LanguagePair[]; unavailable?: { engine: 'libretranslate'; message: string }[]; refuse?: Error; results?: ResultSummary[] } = {}) {
  const routes: FakeRoutes = {
    'GET /api/mt/languages': () => ({ pairs, unavailable }),
    'POST /api/mt/translate': (call: FakeCall): Translation => {
      if (refuse) throw refuse;
      const { text, processId, source, target, engine } = call.body as TranslateRequest;
      const used = engine ?? 'apertium';
      if (processId) {
        return { engine: used, source: source!, target, text: MEETING_SEGMENTS.map((s) => s.text).join('\n'), transcript: { processId, fn: MEETING.fn, duration: MEETING.duration, segments: MEETING_SEGMENTS } };
      }
      return { engine: used, source: source!, target, text: `[${target}] ${text}`, transcript: null };
    },
    'GET /api/elastic/getResponseFromElastic': () => results,
    'POST /api/elastic/mediaToken': () => ({ token: 't', expiresAt: '2026-11-23T10:00:00.000Z', url: '/api/elastic/load_audio/p1?t=t' }),
  };
  return { routes };
}

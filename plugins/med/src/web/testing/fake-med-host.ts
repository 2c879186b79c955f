import { ApiError } from '@speechdeck/core';
import type { MedResult, MedSegment } from '../../contract/med-api.ts';
import type { FakeRoutes } from './render-with-platform.tsx';

/** A ward-round note as the host answers it: two segments, four terms (one said twice). */
export const WARD_ROUND: MedSegment[] = [
  {
    position: 0, start: 0.4, end: 3.1, spk: null, sent: 'patient has hypertension takes metoprolol', kw: ['hypertension', 'metoprolol'], oa: null,
    words: [
      { w: 'patient', start: 0.4, end: 0.9 }, { w: 'has', start: 0.95, end: 1.1 }, { w: 'hypertension', start: 1.15, end: 1.9 },
      { w: 'takes', start: 2.0, end: 2.3 }, { w: 'metoprolol', start: 2.35, end: 3.1 },
    ],
    terms: [{ text: 'hypertension', category: 'condition', start: 1.15, end: 1.9 }, { text: 'metoprolol', category: 'drug', start: 2.35, end: 3.1 }],
  },
  {
    position: 1, start: 4, end: 6.2, spk: null, sent: 'metoprolol fifty milligrams daily', kw: ['metoprolol'], oa: null,
    words: [{ w: 'metoprolol', start: 4, end: 4.8 }, { w: 'fifty', start: 4.9, end: 5.3 }, { w: 'milligrams', start: 5.35, end: 6.2 }],
    terms: [{ text: 'metoprolol', category: 'drug', start: 4, end: 4.8 }, { text: 'fifty milligrams', category: 'dose', start: 4.9, end: 6.2 }],
  },
];

export function medResult(overrides: Partial<MedResult> = {}): MedResult {
  return {
    processId: 'med-1', userId: 7, fn: 'ward-round.wav', language: 'en', status: 'done', error: null, progress: 1, duration: 6.5,
    createdAt: '2026-11-23T09:00:00.000Z', options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false },
    text: WARD_ROUND.map((s) => s.sent).join(' '), segments: WARD_ROUND,
    notes: ['Recognized with 85,621 medical words added to pocketsphinx\'s vocabulary.'], engine: 'pocketsphinx', ...overrides,
  };
}

/**
 * The calls /med makes, answered as the host would: stt's languages and uploads, the medical
 * recognition queued then done at its second poll; `refuse` answers the queueing with an error.
 */
export function fakeMedHost({ served = ['en'], refuse }: { served?: string[]; refuse?: ApiError } = {}) {
  let polls = 0;
  const routes: FakeRoutes = {
    'GET /api/stt/languages': () => ({ languages: served, anyLanguage: false }),
    'POST /api/stt/uploadFile': (call) => {
      const file = (call.body as FormData).get('file') as File;
      return { fn: `${'a'.repeat(32)}.wav`, originalName: file.name, bytes: file.size, duration: 6.5 };
    },
    'POST /api/stt/uploadLink': () => ({ fn: `${'b'.repeat(32)}.mp3`, originalName: 'rounds.mp3', bytes: 4000, duration: 6.5 }),
    'POST /api/stt/recognizeMedUploadedFile/{x}': (call) => {
      if (refuse) throw refuse;
      const { language, fn } = call.query as { language: string; fn: string };
      return { id: 'med-1', ...medResult({ fn, language, status: 'queued', progress: 0, segments: [], text: '', notes: [], engine: null }) };
    },
    'GET /api/stt/recognizeMed/{id}': () => (++polls < 2 ? medResult({ status: 'running', progress: 0.4, segments: [], text: '' }) : medResult()),
    'POST /api/elastic/mediaToken': () => ({ token: 't', expiresAt: '2026-11-23T10:00:00.000Z', url: '/api/elastic/load_audio/med-1?t=t' }),
  };
  return { routes };
}

import type { RecognitionResult, RecognizedSegment } from '../contract/recognition-result.ts';

type SegmentInput = Pick<RecognizedSegment, 'start' | 'end' | 'sent'> & Partial<RecognizedSegment>;

/** A finished result around the given segments, for the export tests. */
export function resultWith(segments: SegmentInput[], fn = 'meeting.wav'): RecognitionResult {
  return {
    processId: 'p1',
    userId: 1,
    fn,
    language: 'en',
    status: 'done',
    error: null,
    progress: 1,
    duration: Math.max(0, ...segments.map((s) => s.end)),
    createdAt: '2025-01-01T00:00:00.000Z',
    options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false },
    text: segments.map((s) => s.sent).join(' '),
    segments: segments.map((s, position) => ({ position, spk: null, kw: [], oa: null, words: [], ...s })),
    notes: [],
    engine: 'test',
  };
}

/** Words evenly spread over [start, end], as an engine with word timings would give them. */
export function evenWords(sent: string, start: number, end: number): RecognizedSegment['words'] {
  const texts = sent.split(' ');
  const step = (end - start) / texts.length;
  return texts.map((w, i) => ({ w, start: round(start + i * step), end: round(start + (i + 1) * step - 0.05) }));
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

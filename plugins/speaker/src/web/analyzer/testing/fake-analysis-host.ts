import { ApiError } from '@speechdeck/core';
import type { AnalysisKind, SpeakerAnalysis } from '../../../contract/sv-api.ts';
import type { FakeCall, FakeRoutes } from '../../testing/render-with-platform.tsx';

/** The first bytes of a WAV file: the page only hands the recording to the player. */
export const WAV_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);

/** A finished analysis' result part: the turns and the speakers' time. */
export type AnalysisOutcome = Pick<SpeakerAnalysis, 'segments' | 'speakers' | 'duration'>;

const idOf = ({ params }: FakeCall) => (params as { id: string }).id;

/**
 * The /api/sv analysis calls answered from memory as the host answers them, for the page's jsdom
 * tests: an upload reports its progress in two steps (waiting on `uploadGate` between them, when
 * set) and queues an analysis; the test moves it on with `advance`.
 */
export function fakeSvHost(overrides: FakeRoutes = {}) {
  const analyses: SpeakerAnalysis[] = [];
  let next = 0;
  const fake = {
    analyses,
    /** While set, an upload waits for it halfway (to see its progress). */
    uploadGate: null as Promise<void> | null,
    routes: {} as FakeRoutes,
    /** Moves the newest analysis on: running at `progress`, or done with `outcome`. */
    advance(change: { progress: number } | { outcome: AnalysisOutcome }) {
      const analysis = analyses[0]!;
      if ('progress' in change) Object.assign(analysis, { status: 'running', progress: change.progress });
      else Object.assign(analysis, { status: 'done', progress: 1, ...change.outcome });
    },
    /** Puts a finished analysis in the list, as an earlier visit left it; answers its id. */
    store(analysis: Partial<SpeakerAnalysis> & AnalysisOutcome & { kind: AnalysisKind; fileName: string }): string {
      const id = `a${++next}`;
      analyses.unshift({ id, status: 'done', progress: 1, error: null, requestedSpeakers: null, processId: null, createdAt: '2026-11-21T09:00:00.000Z', ...analysis });
      return id;
    },
  };

  const queue = (kind: AnalysisKind) => async (call: FakeCall) => {
    const file = (call.body as FormData).get('file') as File;
    call.onUploadProgress?.({ loaded: Math.floor(file.size / 2), total: file.size, fraction: 0.5 });
    if (fake.uploadGate) await fake.uploadGate;
    call.onUploadProgress?.({ loaded: file.size, total: file.size, fraction: 1 });
    const id = `a${++next}`;
    const { speakers } = (call.query ?? {}) as { speakers?: number };
    analyses.unshift({
      id, kind, status: 'queued', progress: 0, error: null, fileName: file.name, duration: 0, requestedSpeakers: speakers ?? null,
      segments: [], speakers: [], processId: null, createdAt: '2026-11-22T10:00:00.000Z',
    });
    return { id };
  };
  const byId = (call: FakeCall) => {
    const found = analyses.find((analysis) => analysis.id === idOf(call));
    if (!found) throw new ApiError(404, 'No such analysis.');
    return found;
  };

  fake.routes = {
    'POST /api/sv/diarize': queue('diarize'),
    'POST /api/sv/track': queue('track'),
    'GET /api/sv/diarize/{id}': (call) => ({ ...byId(call) }),
    'GET /api/sv/track/{id}': (call) => ({ ...byId(call) }),
    'GET /api/sv/analyses': () => ({ analyses: analyses.map((analysis) => ({ ...analysis })) }),
    'GET /api/sv/analyses/{id}/audio': () => WAV_BYTES.slice().buffer,
    'POST /api/sv/analyses/{id}/save': (call) => {
      const analysis = byId(call);
      analysis.processId = `p-${analysis.id}`;
      return { processId: analysis.processId };
    },
    'DELETE /api/sv/analyses/{id}': (call) => {
      analyses.splice(analyses.indexOf(byId(call)), 1);
      return { message: 'The analysis is deleted.' };
    },
    ...overrides,
  };

  return fake;
}

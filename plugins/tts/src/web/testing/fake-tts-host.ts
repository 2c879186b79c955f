import type { Synthesis, SynthesisRequest } from '../../contract/tts-api.ts';
import type { FakeCall, FakeRoutes } from './render-with-platform.tsx';
import { VOICES } from './voices.ts';

/** The first bytes of a WAV file: enough for the page, which only hands the audio to the player and the download. */
export const WAV_BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);

/**
 * The tts calls the page makes, answered from memory as the host answers them (a queued synthesis
 * stored in the user's list, newest first), for the page's jsdom tests. `syntheses` is the list,
 * to move a job on; `store` puts one in it, as a finished job leaves it.
 */
export function fakeTtsHost(overrides: FakeRoutes = {}) {
  const syntheses: Synthesis[] = [];
  let next = 0;
  const store = (request: SynthesisRequest & { text: string }, status: Synthesis['status']): Synthesis => {
    const synthesis: Synthesis = {
      id: `s${++next}`, status, progress: status === 'done' ? 1 : 0, error: null, title: request.text.slice(0, 30), characters: request.text.length,
      language: request.language, voice: request.voice ?? 'flite:slt', engine: 'flite', format: request.format ?? 'wav',
      duration: status === 'done' ? 1.5 : null, bytes: status === 'done' ? WAV_BYTES.length : null,
      fileName: `speech-2026-11-22-${request.text.split(/\s+/)[0]!.toLowerCase().replace(/\W/g, '')}.${request.format ?? 'wav'}`, createdAt: '2026-11-22T10:00:00.000Z',
    };
    syntheses.unshift(synthesis);
    return synthesis;
  };
  const byId = ({ params }: FakeCall) => {
    const found = syntheses.find((synthesis) => synthesis.id === (params as { id: string }).id);
    if (!found) throw new Error('no such synthesis');
    return found;
  };
  const routes: FakeRoutes = {
    'GET /api/tts/voices': () => ({ voices: VOICES }),
    'GET /api/tts/synthesize': () => ({ syntheses: syntheses.map((synthesis) => ({ ...synthesis })) }),
    'POST /api/tts/synthesizeQueue': ({ body }) => ({ id: store(body as SynthesisRequest & { text: string }, 'queued').id }),
    'GET /api/tts/synthesize/{id}': (call) => ({ ...byId(call) }),
    'GET /api/tts/synthesize/{id}/audio': () => WAV_BYTES.slice().buffer,
    'DELETE /api/tts/synthesize/{id}': (call) => {
      syntheses.splice(syntheses.indexOf(byId(call)), 1);
      return { message: 'The synthesis and its audio are deleted.' };
    },
    ...overrides,
  };
  return { routes, syntheses, store };
}

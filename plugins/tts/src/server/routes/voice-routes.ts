import type { HttpRouter } from '@speechdeck/core/server';
import { ttsApi } from '../../contract/tts-api.ts';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';

/** GET /api/tts/voices: what the page's language and voice pickers offer. */
export function voiceRoutes({ http, synthesizer }: { http: HttpRouter; synthesizer: SpeechSynthesizer }): void {
  http.route(ttsApi.voices, async () => ({ voices: synthesizer.voices() }));
}

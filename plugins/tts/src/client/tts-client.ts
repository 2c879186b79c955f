import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { ttsApi, type SendTtsBody, type SynthesisRequest } from '../contract/tts-api.ts';

export type TtsClient = ReturnType<typeof createTtsClient>;

export function createTtsClient(http: HttpClient) {
  return {
    voices: () => callEndpoint(http, ttsApi.voices, {}),
    /** Short text, answered as audio while the client waits. */
    synthesize: (body: SynthesisRequest) => callEndpoint(http, ttsApi.synthesize, { body }),
    /** Long text as a job: answers its id; poll `synthesis(id)`, then fetch `audio(id)`. */
    synthesizeQueue: (body: SynthesisRequest) => callEndpoint(http, ttsApi.synthesizeQueue, { body }),
    syntheses: () => callEndpoint(http, ttsApi.syntheses, {}),
    synthesis: (id: string) => callEndpoint(http, ttsApi.synthesis, { params: { id } }),
    audio: (id: string) => callEndpoint(http, ttsApi.synthesisAudio, { params: { id } }),
    deleteSynthesis: (id: string) => callEndpoint(http, ttsApi.deleteSynthesis, { params: { id } }),
    /** POST /api/tts/send-tts: e-mails a synthesis with its audio attached. */
    sendTts: (body: SendTtsBody) => callEndpoint(http, ttsApi.sendTts, { body }),
  };
}

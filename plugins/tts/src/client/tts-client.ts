import { callEndpoint, type HttpClient } from '@speechdeck/core';
import { ttsApi, type EmailBody } from '../contract/tts-api.ts';

export type TtsClient = ReturnType<typeof createTtsClient>;

export function createTtsClient(http: HttpClient) {
  return {
    /** POST /api/tts/send-tts: e-mails a synthesis result. */
    sendTts: (body: EmailBody) => callEndpoint(http, ttsApi.sendTts, { body }),
  };
}

import { useMutation } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import type { SendTtsBody } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';

/** POST /api/tts/send-tts: e-mails a stored synthesis, its audio attached. */
export const sendTts = (client: TtsClient, body: SendTtsBody) => client.sendTts(body);

export function useSendTts() {
  const client = useTtsClient();
  return useMutation({
    // The form shows the host's words (a 429's wait, a refused address) under its fields.
    meta: { quiet: true },
    mutationFn: (body: SendTtsBody) => sendTts(client, body),
  });
}

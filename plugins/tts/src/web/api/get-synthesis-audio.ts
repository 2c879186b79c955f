import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import { AUDIO_CONTENT_TYPES, type AudioFormat } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { ttsKeys } from './query-keys.ts';

/**
 * GET /api/tts/synthesize/{id}/audio: a finished synthesis's audio. It needs the bearer token, which
 * an <audio src> cannot send, so it comes as a Blob the page plays from an object URL.
 */
export const getSynthesisAudio = async (client: TtsClient, id: string, format: AudioFormat): Promise<Blob> =>
  new Blob([await client.audio(id)], { type: AUDIO_CONTENT_TYPES[format] });

export const getSynthesisAudioQueryOptions = (client: TtsClient, id: string, format: AudioFormat) =>
  queryOptions({
    queryKey: ttsKeys.audio(id),
    queryFn: () => getSynthesisAudio(client, id, format),
    // A stored synthesis's audio never changes; it is dropped from memory a minute after the last player closes.
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** No call until `id` names a finished synthesis the page wants to play or save. */
export function useSynthesisAudio(id: string | null, format: AudioFormat) {
  const client = useTtsClient();
  return useQuery({ ...getSynthesisAudioQueryOptions(client, id ?? '', format), enabled: id !== null });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TtsClient } from '../../client/tts-client.ts';
import { AUDIO_CONTENT_TYPES, type Synthesis, type SynthesisRequest } from '../../contract/tts-api.ts';
import { useTtsClient } from '../use-tts-client.ts';
import { getSynthesesQueryOptions } from './get-syntheses.ts';

export interface SynthesizedNow {
  audio: Blob;
  /**
   * The stored synthesis the call made (the host keeps every synthesis in the user's list), for
   * its file name and its id to e-mail; null if the list does not show it (it was deleted at once).
   */
  stored: Synthesis | null;
}

/**
 * POST /api/tts/synthesize: short text, answered as its audio while the page waits. The answer is
 * only the audio, so the synthesis it stored is found in the user's list: the one that was not
 * there before the call, of this text's length and format.
 */
export async function synthesize(client: TtsClient, queryClient: QueryClient, request: SynthesisRequest & { text: string }): Promise<SynthesizedNow> {
  const options = { ...getSynthesesQueryOptions(client), staleTime: 0 };
  // Without the list the audio is still worth having: it is then only not matched to its row.
  const listed = () => queryClient.fetchQuery(options).catch(() => null);
  const before = await listed();
  const format = request.format ?? 'wav';
  const audio = new Blob([await client.synthesize(request)], { type: AUDIO_CONTENT_TYPES[format] });
  const known = new Set(before?.map((synthesis) => synthesis.id));
  const after = before && (await listed());
  const stored = after?.find((synthesis) => !known.has(synthesis.id) && synthesis.status === 'done' && synthesis.format === format && synthesis.characters === request.text.length);
  return { audio, stored: stored ?? null };
}

export function useSynthesize() {
  const client = useTtsClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The page says what failed beside the button; a toast would say it twice.
    meta: { quiet: true },
    mutationFn: (request: SynthesisRequest & { text: string }) => synthesize(client, queryClient, request),
  });
}

import { useQuery } from '@tanstack/react-query';
import { vcKeys } from './query-keys.ts';
import { useTtsClient, useVcClient } from './use-vc-client.ts';

/** GET /api/vc/engines: the cloning engines, the host's default among them. */
export function useEngines() {
  const vc = useVcClient();
  return useQuery({ queryKey: vcKeys.engines, queryFn: () => vc.engines().then((answer) => answer.engines), staleTime: Infinity });
}

/** GET /api/tts/voices, as the distinct languages a clone can be spoken in (a clone starts from a synthesized voice). */
export function useCloneLanguages() {
  const tts = useTtsClient();
  return useQuery({
    queryKey: vcKeys.voices,
    queryFn: () => tts.voices(),
    select: (answer) => [...new Set(answer.voices.map((voice) => voice.language))].sort(),
    staleTime: Infinity,
  });
}

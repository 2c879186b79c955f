import { useQuery } from '@tanstack/react-query';
import type { ServedLanguages } from '../../contract/languages-api.ts';
import { useSttClient } from '../use-stt-client.ts';

/** What this host recognizes (GET /api/stt/languages); it changes only when the host restarts. */
export function useServedLanguages() {
  const stt = useSttClient();
  return useQuery({
    queryKey: ['stt', 'languages'],
    queryFn: () => stt.languages(),
    staleTime: 5 * 60_000,
    // Without the answer the pages simply do not mark languages: nothing to toast.
    meta: { quiet: true },
  });
}

export function isServed(served: ServedLanguages, language: string): boolean {
  return served.anyLanguage || served.languages.includes(language);
}

import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createTtsClient, type TtsClient } from '../client/tts-client.ts';

/** The synthesis API client over the shell's one HTTP client (the user's token on every call). */
export function useTtsClient(): TtsClient {
  const { http } = usePlatform();
  return useMemo(() => createTtsClient(http), [http]);
}

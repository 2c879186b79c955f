import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createTtsClient } from '@speechdeck/plugin-tts';
import { createVcClient } from '../../client/vc-client.ts';

/** The cloning API client over the shell's one HTTP client. */
export function useVcClient() {
  const { http } = usePlatform();
  return useMemo(() => createVcClient(http), [http]);
}

/** The synthesis API client: its voices say which languages a clone can be spoken in. */
export function useTtsClient() {
  const { http } = usePlatform();
  return useMemo(() => createTtsClient(http), [http]);
}

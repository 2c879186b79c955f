import { useMemo } from 'react';
import { usePlatform } from '@speechdeck/core/web';
import { createSvClient } from '@speechdeck/plugin-speaker';
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

/** The speaker services' API client: the user's enrolled speakers can be the voice to clone. */
export function useSvClient() {
  const { http } = usePlatform();
  return useMemo(() => createSvClient(http), [http]);
}

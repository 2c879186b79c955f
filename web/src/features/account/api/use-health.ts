import { useQuery } from '@tanstack/react-query';
import { callEndpoint, platformApi } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** GET /health: the engine serving each capability and the models installed on the host. */
export function useHealth() {
  const { http } = usePlatform();
  return useQuery({ queryKey: ['health'], queryFn: () => callEndpoint(http, platformApi.health), meta: { quiet: true } });
}

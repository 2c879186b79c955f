import { useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';
import { appAdsEndpoint } from './app-ads-endpoint.ts';

/** The declaration line, or null when the host has none configured (404). */
export function useAppAds() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: ['app-ads.txt'],
    queryFn: async () => {
      try {
        // A 'text' endpoint answers the body as a string.
        return String(await callEndpoint(http, appAdsEndpoint)).trim();
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { quiet: true },
  });
}

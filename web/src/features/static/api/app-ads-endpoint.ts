import { defineEndpoint } from '@speechdeck/core';

/** GET /app-ads.txt: the host's one-line seller declaration (text/plain), 404 while not configured. */
export const appAdsEndpoint = defineEndpoint({
  method: 'GET', path: '/app-ads.txt', access: 'public', tags: ['platform'],
  summary: 'The advertising seller declaration.', response: 'text',
});

import type { FastifyInstance } from 'fastify';
import { HttpError } from '@speechdeck/core/server';

/** The advertising seller declaration: one line from SPEECHDECK_APP_ADS_LINE, never a made-up value. */
export default async function appAdsRoute(app: FastifyInstance) {
  app.get('/app-ads.txt', { schema: { hide: true } }, async (_request, reply) => {
    const line = app.config.appAdsLine;
    if (!line) throw new HttpError(404, 'app-ads.txt is not configured: set SPEECHDECK_APP_ADS_LINE.');
    return reply.type('text/plain; charset=utf-8').send(`${line}\n`);
  });
}

import fp from 'fastify-plugin';
import { HttpError } from '@speechdeck/core/server';

/**
 * A worker registers every plugin (their job kinds and engines) and so their routes too, but
 * serves none of them: the API hosts do. Only `GET /health` answers, for the load balancer and
 * the service manager.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?', 1)[0];
      if (path === '/health' && (request.method === 'GET' || request.method === 'HEAD')) return;
      throw new HttpError(404, 'This process is a worker (SPEECHDECK_ROLE=worker): it serves only GET /health; the API is on the API hosts.');
    });
  },
  { name: 'worker-gate' },
);

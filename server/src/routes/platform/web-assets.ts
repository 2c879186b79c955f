import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built dashboard at `/` (its i18n files at /assets/i18n/{lang}.json come with the build). */
export default async function webAssetRoutes(app: FastifyInstance) {
  const { webDir } = app.config;
  if (!existsSync(`${webDir}/index.html`)) {
    app.log.warn(`no built dashboard in ${webDir}: run 'pnpm build' (the API works without it)`);
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain').send(`speechdeck API host. The dashboard is not built: run 'pnpm build'. API docs: /api/docs\n`),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: ['index.html'],
    // Hashed bundles never change; index.html must be re-read so a new build takes effect.
    setHeaders(res, path) {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('cache-control', path.includes('/assets/') && !path.includes('/i18n/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

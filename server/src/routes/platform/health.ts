import type { FastifyInstance } from 'fastify';
import { platformApi } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';

export default async function healthRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, platformApi.health, async () => ({ status: 'ok' as const }));
}

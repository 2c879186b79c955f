import type { FastifyInstance } from 'fastify';
import { platformApi, type HostHealth } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';
import { takesJobs } from '../../host-role.ts';

/**
 * Liveness and what this process is, in every role (a worker serves nothing else): 200 while its
 * database answers, 503 when it does not (a worker then takes no job until it does again).
 */
export default async function healthRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, platformApi.health, async (_request, reply) => {
    const about = { role: app.config.role, store: app.store.dialect, queue: app.jobs.backend };
    let error = app.jobs.storeFailure();
    try {
      await app.store.db.selectFrom('schema_migrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    } catch (probeError) {
      error = probeError instanceof Error ? probeError.message : String(probeError);
    }
    if (error === undefined) return { status: 'ok' as const, ...about, takesJobs: takesJobs(app.config.role) };
    app.log.error({ error }, 'health: the database does not answer');
    const answer: HostHealth = { status: 'unavailable', ...about, takesJobs: false, error: 'The database cannot be read; the log says why.' };
    return reply.code(503).send(answer);
  });
}

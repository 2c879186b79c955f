import type { FastifyInstance } from 'fastify';
import { platformApi, type HostHealth, errorMessage } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';
import { takesJobs } from '../../host-role.ts';
import { answerWithin } from '../../services/redis/answer-within.ts';

/** How long health waits for Redis to answer before it calls the queue unreachable. */
const REDIS_PING_MS = 2000;

/**
 * Liveness and what this process is, in every role (a worker serves nothing else): 200 while its
 * database (and Redis, where jobs wait there) answers, 503 when one does not (a worker then takes
 * no job until it does again).
 */
export default async function healthRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, platformApi.health, async (_request, reply) => {
    const about = { role: app.config.role, store: app.store.dialect, queue: app.jobs.backend };
    let failure: { said: string; error: string } | undefined;
    const queueFailure = app.jobs.storeFailure();
    if (queueFailure !== undefined) failure = { said: 'The job queue cannot reach its store', error: queueFailure };
    try {
      await app.store.probe();
    } catch (error) {
      failure = { said: 'The database cannot be read', error: errorMessage(error) };
    }
    if (app.redis) {
      try {
        await answerWithin(REDIS_PING_MS, app.redis.client.ping(), `no answer to PING within ${REDIS_PING_MS} ms`);
      } catch (error) {
        failure = { said: 'Redis cannot be reached', error: errorMessage(error) };
      }
    }
    if (failure === undefined) return { status: 'ok' as const, ...about, takesJobs: takesJobs(app.config.role) };
    app.log.error({ error: failure.error }, `health: ${failure.said}`);
    const answer: HostHealth = { status: 'unavailable', ...about, takesJobs: false, error: `${failure.said}; the log says why.` };
    return reply.code(503).send(answer);
  });
}


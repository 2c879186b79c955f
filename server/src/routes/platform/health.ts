import type { FastifyInstance } from 'fastify';
import { platformApi, type HostHealth, errorMessage } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';
import { takesJobs } from '../../host-role.ts';
import { answerWithin } from '../../services/redis/answer-within.ts';

/** How long health waits for Redis to answer before it calls the queue unreachable. */
const REDIS_PING_MS = 2000;
const MEDIA_PROBE_MS = 5000;
const PROBE_KEY = 'health/probe';

/**
 * Liveness and what this process is, in every role (a worker serves nothing else): 200 while its
 * database (and Redis, where jobs wait there, and the media bucket, where media is in one) answers,
 * 503 when one does not (a worker then takes no job until its database and Redis answer again).
 */
export default async function healthRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, platformApi.health, async (_request, reply) => {
    const about = { role: app.config.role, store: app.store.dialect, queue: app.jobs.backend, media: app.media.kind };
    // A bucket out of reach fails jobs that touch media (and they retry); it does not stop the queue.
    let failure: { said: string; error: string; stopsJobs?: false } | undefined;
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
    if (app.media.kind === 's3') {
      try {
        // Any answer about a key nobody stores (null) says the bucket is there and lets us in.
        await answerWithin(MEDIA_PROBE_MS, app.media.stat(PROBE_KEY), `no answer within ${MEDIA_PROBE_MS} ms`);
      } catch (error) {
        failure ??= { said: 'The media bucket cannot be reached', error: errorMessage(error), stopsJobs: false };
      }
    }
    if (failure === undefined) return { status: 'ok' as const, ...about, takesJobs: takesJobs(app.config.role) };
    app.log.error({ error: failure.error }, `health: ${failure.said}`);
    const answer: HostHealth = { status: 'unavailable', ...about, takesJobs: failure.stopsJobs === false && takesJobs(app.config.role), error: `${failure.said}; the log says why.` };
    return reply.code(503).send(answer);
  });
}


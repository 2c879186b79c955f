import type { FastifyInstance } from 'fastify';
import { platformApi, type HostHealth, errorMessage } from '@speechdeck/core';
import { registerEndpoint } from '@speechdeck/core/server';
import { takesJobs } from '../../host-role.ts';
import { answerWithin } from '../../services/redis/answer-within.ts';
import { bucketAnswers } from '../../services/media/bucket-probe.ts';

/** How long health waits for Redis to answer before it calls the queue unreachable. */
const REDIS_PING_MS = 2000;

/**
 * Liveness and what this process is, in every role (a worker serves nothing else): 200 while its
 * database (and Redis, where jobs wait there, and the media bucket, where media is in one) answers,
 * 503 when one does not (a worker then takes no job until they all answer again).
 */
export default async function healthRoute(app: FastifyInstance) {
  registerEndpoint(app, app.auth.guard, platformApi.health, async (_request, reply) => {
    const about = {
      role: app.config.role,
      store: app.store.dialect,
      queue: app.jobs.backend,
      media: app.media.kind,
      engines: app.servedEngines.list(),
      models: app.models.list().map(({ id, engine, capability, licence, installed }) => ({ id, engine, capability, licence, installed })),
    };
    // What failed, the first that fails of the parts checked here; else the queue's own last failure.
    let failure: { said: string; error: string } | undefined;
    const check = async (said: string, look: () => Promise<unknown>) => {
      if (failure) return;
      try {
        await look();
      } catch (error) {
        failure = { said, error: errorMessage(error) };
      }
    };
    await check('The database cannot be read', () => app.store.probe());
    const { redis } = app;
    if (redis) await check('Redis cannot be reached', () => answerWithin(REDIS_PING_MS, redis.client.ping(), `no answer to PING within ${REDIS_PING_MS} ms`));
    if (app.media.kind === 's3') await check('The media bucket cannot be reached', () => bucketAnswers(app.media));
    const queueFailure = app.jobs.storeFailure();
    if (!failure && queueFailure !== undefined) failure = { said: 'The job queue cannot reach its store', error: queueFailure };
    if (failure === undefined) return { status: 'ok' as const, ...about, takesJobs: takesJobs(app.config.role) };
    app.log.error({ error: failure.error }, `health: ${failure.said}`);
    const answer: HostHealth = { status: 'unavailable', ...about, takesJobs: false, error: `${failure.said}; the log says why.` };
    return reply.code(503).send(answer);
  });
}


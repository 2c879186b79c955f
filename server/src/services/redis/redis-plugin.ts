import fp from 'fastify-plugin';
import { REDIS_ANSWER_WITHIN_MS } from './answer-within.ts';
import { sharedRedis } from './shared-redis.ts';

/** `app.redis`: the deployment's Redis when SPEECHDECK_QUEUE_URL names one, else undefined. */
export default fp(
  async (app) => {
    // A request that Redis does not answer is answered 503 well within the call wait, whatever that is set to.
    const answerWithinMs = Math.min(REDIS_ANSWER_WITHIN_MS, app.config.callWaitMs / 2);
    const redis = app.config.redis ? sharedRedis(app.config.redis, answerWithinMs) : undefined;
    // An unreachable Redis is reported by /health and by the calls that need it; the connection's
    // own error events would otherwise crash the process.
    redis?.client.on('error', (error) => app.log.debug({ err: error }, 'redis connection error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.client.quit().catch(() => redis.client.disconnect());
    });
  },
  { name: 'redis', dependencies: ['config'] },
);

import fp from 'fastify-plugin';
import { sharedRedis } from './shared-redis.ts';

/** `app.redis`: the deployment's Redis when SPEECHDECK_QUEUE_URL names one, else undefined. */
export default fp(
  async (app) => {
    const redis = app.config.redis ? sharedRedis(app.config.redis) : undefined;
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

import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';

export interface SharedRedis {
  /** Starts every key this deployment writes (SPEECHDECK_QUEUE_PREFIX). */
  readonly prefix: string;
  /** This process's connection for commands (rate limits, the queue's producer side). */
  readonly client: Redis;
  /** A new connection of its own, for what blocks or subscribes (the queue's workers); closed by its user. */
  connect(): Redis;
}

/**
 * A connection that waits out a restart of Redis instead of failing the commands given meanwhile:
 * ioredis keeps them and sends them once it has reconnected (BullMQ requires this of workers).
 */
function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}

export function sharedRedis(redis: NonNullable<Config['redis']>): SharedRedis {
  return { prefix: redis.prefix, client: connectRedis(redis.url), connect: () => connectRedis(redis.url) };
}

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

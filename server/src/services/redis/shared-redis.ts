import { Redis } from 'ioredis';

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

export function sharedRedis(redis: { url: string; prefix: string }): SharedRedis {
  return { prefix: redis.prefix, client: connectRedis(redis.url), connect: () => connectRedis(redis.url) };
}

import { randomUUID } from 'node:crypto';
import { refusedUntil, type RateLimit, type RateLimiter, type RateLimits } from '@speechdeck/core/server';
import type { SharedRedis } from '../redis/shared-redis.ts';
import { answerWithin, REDIS_ANSWER_WITHIN_MS } from '../redis/answer-within.ts';

/**
 * Drops the hits that left the window, then counts one unless `max` are left: one script, which
 * Redis runs whole, so hosts admitting at the same moment never admit more than `max` between
 * them. Answers nil when counted, else the oldest hit's time.
 */
const ADMIT = `
local at, windowMs, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', at - windowMs)
if redis.call('ZCARD', KEYS[1]) >= max then
  return redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
end
redis.call('ZADD', KEYS[1], at, ARGV[4])
redis.call('PEXPIRE', KEYS[1], windowMs)
return false
`;

/**
 * Limiters whose counters every process of the deployment shares: one sorted set per key,
 * `<prefix>:ratelimit:<name>:<key>`, a member per hit scored with its time, expiring a window
 * after its latest hit. Times come from the host's clock, not Redis's, so a moved test clock
 * moves the windows. A call that Redis does not answer in time fails with a 503.
 */
export function redisRateLimits(redis: SharedRedis, now: () => Date, answerWithinMs = REDIS_ANSWER_WITHIN_MS): RateLimits {
  const { client } = redis;
  return {
    create(name: string, limit: RateLimit): RateLimiter {
      const windowMs = limit.windowSeconds * 1000;
      const keyOf = (key: string) => `${redis.prefix}:ratelimit:${name}:${key}`;
      // Two hits in the same millisecond are two members.
      const member = (at: number) => `${at}:${randomUUID()}`;
      return {
        async admit(key) {
          const at = now().getTime();
          const oldest = await answerWithin(answerWithinMs, client.eval(ADMIT, 1, keyOf(key), at, windowMs, limit.max, member(at)) as Promise<string | null>);
          return oldest === null ? { allowed: true, retryAfterSeconds: 0 } : refusedUntil(Number(oldest), limit, at);
        },
        async hit(key) {
          const at = now().getTime();
          const counted = client.multi().zremrangebyscore(keyOf(key), '-inf', at - windowMs).zadd(keyOf(key), at, member(at)).pexpire(keyOf(key), windowMs).exec();
          await answerWithin(answerWithinMs, counted);
        },
        async undo(key) {
          await answerWithin(answerWithinMs, client.zpopmax(keyOf(key)));
        },
        async clear(key) {
          await answerWithin(answerWithinMs, client.del(keyOf(key)));
        },
      };
    },
  };
}

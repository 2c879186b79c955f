import type { SharedRedis } from '../redis/shared-redis.ts';
import { answerWithin, REDIS_ANSWER_WITHIN_MS } from '../redis/answer-within.ts';

/** Client and account pairs that logged in (or reset the password), trusted when others guess at the account. */
export interface TrustedClients {
  trust(pair: string): Promise<void>;
  isTrusted(pair: string): Promise<boolean>;
}

/** How long a client that logged in to an account stays trusted for it. */
const TRUSTED_FOR_MS = 30 * 24 * 3600 * 1000;

/**
 * In Redis when the deployment has one (`<prefix>:ratelimit:login.trusted:<pair>`, holding until
 * when by the host's clock, expiring then), so a client trusted by one host is by all; else in memory.
 */
export function trustedClients(redis: SharedRedis | undefined, now: () => Date): TrustedClients {
  return redis ? redisTrustedClients(redis, now) : memoryTrustedClients(now);
}

function memoryTrustedClients(now: () => Date): TrustedClients {
  const trusted = new Map<string, number>();
  return {
    async trust(pair) {
      const at = now().getTime();
      trusted.set(pair, at + TRUSTED_FOR_MS);
      // Entries come only from proven owners; drop the stale ones now and then all the same.
      if (trusted.size % 1000 === 0) for (const [key, until] of trusted) if (until <= at) trusted.delete(key);
    },
    async isTrusted(pair) {
      const until = trusted.get(pair);
      if (until === undefined) return false;
      if (until > now().getTime()) return true;
      trusted.delete(pair);
      return false;
    },
  };
}

function redisTrustedClients(redis: SharedRedis, now: () => Date): TrustedClients {
  const keyOf = (pair: string) => `${redis.prefix}:ratelimit:login.trusted:${pair}`;
  return {
    async trust(pair) {
      await answerWithin(REDIS_ANSWER_WITHIN_MS, redis.client.set(keyOf(pair), now().getTime() + TRUSTED_FOR_MS, 'PX', TRUSTED_FOR_MS));
    },
    async isTrusted(pair) {
      const until = await answerWithin(REDIS_ANSWER_WITHIN_MS, redis.client.get(keyOf(pair)));
      return until !== null && Number(until) > now().getTime();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, HttpError, type RateLimiter, type RateVerdict } from '@speechdeck/core/server';
import { movableClock, startRedisServer, type MovableClock } from '@speechdeck/testing';
import { sharedRedis, type SharedRedis } from '../redis/shared-redis.ts';
import { redisRateLimits } from './redis-rate-limits.ts';

const connections: SharedRedis[] = [];
afterAll(() => Promise.all(connections.map((redis) => redis.client.quit().catch(() => redis.client.disconnect()))));

/** A connection of its own (as each host has) to the run's Redis, under a prefix no other test uses. */
function connect(): SharedRedis {
  const redis = sharedRedis({ url: process.env.SPEECHDECK_TEST_REDIS_URL!, prefix: `test-${randomBytes(6).toString('hex')}` });
  connections.push(redis);
  return redis;
}

const START = Date.parse('2026-01-01T00:00:00Z');
const LIMIT = { max: 3, windowSeconds: 60 };

type Step = ['admit' | 'hit' | 'undo' | 'clear', string] | ['advance', number];

/** What a limiter answers to each admit of the steps, the clock moving where they say. */
async function verdictsOf(limiter: RateLimiter, clock: MovableClock, steps: readonly Step[]): Promise<RateVerdict[]> {
  const verdicts: RateVerdict[] = [];
  for (const [op, arg] of steps) {
    if (op === 'advance') clock.advance(arg);
    else if (op === 'admit') verdicts.push(await limiter.admit(arg));
    else await limiter[op](arg);
  }
  return verdicts;
}

describe('redisRateLimits', () => {
  it('answers what the in-memory limiter answers to the same hits, undos, clears and moves of the clock', async () => {
    const steps: Step[] = [
      ['admit', 'a'], ['advance', 10_000], ['admit', 'a'], ['hit', 'a'], ['admit', 'a'], ['admit', 'b'],
      ['advance', 15_000], ['undo', 'a'], ['admit', 'a'], ['admit', 'a'],
      ['advance', 40_000], ['admit', 'a'], ['admit', 'a'], ['admit', 'a'],
      ['clear', 'a'], ['admit', 'a'], ['hit', 'a'], ['hit', 'a'], ['hit', 'a'], ['admit', 'a'], ['undo', 'a'], ['admit', 'a'],
      ['advance', 61_000], ['admit', 'a'], ['admit', 'b'],
    ];
    const memoryClock = movableClock(START);
    const redisClock = movableClock(START);
    const inMemory = await verdictsOf(createMemoryRateLimiter(LIMIT, memoryClock.now), memoryClock, steps);
    const inRedis = await verdictsOf(redisRateLimits(connect(), redisClock.now).create('test.same', LIMIT), redisClock, steps);
    expect(inRedis).toEqual(inMemory);
    // The sequence is worth comparing: it refuses, with waits that follow the oldest hit.
    expect(inRedis.filter((v) => !v.allowed).map((v) => v.retryAfterSeconds)).toEqual([50, 35, 5, 5, 60, 60]);
  });

  it('keeps each key in one sorted set under the prefix, expiring a window after its latest hit', async () => {
    const redis = connect();
    const clock = movableClock(START);
    const limiter = redisRateLimits(redis, clock.now).create('test.layout', LIMIT);
    await limiter.admit('198.51.100.1');
    clock.advance(30_000);
    await limiter.hit('198.51.100.1');
    const key = `${redis.prefix}:ratelimit:test.layout:198.51.100.1`;
    expect(await redis.client.keys(`${redis.prefix}:*`)).toEqual([key]);
    expect(await redis.client.zrange(key, 0, -1, 'WITHSCORES').then((all) => all.filter((_, i) => i % 2 === 1))).toEqual([String(START), String(START + 30_000)]);
    const ttl = await redis.client.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await limiter.clear('198.51.100.1');
    expect(await redis.client.exists(key)).toBe(0);
  });

  it('never admits more than max between two hosts admitting at once', async () => {
    const [hostA, hostB] = [connect(), connect()];
    const prefix = hostA.prefix;
    const clock = movableClock(START);
    const limiterOf = (redis: SharedRedis) => redisRateLimits({ ...redis, prefix }, clock.now).create('test.race', { max: 10, windowSeconds: 60 });
    const [a, b] = [limiterOf(hostA), limiterOf(hostB)];
    const verdicts = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).admit('one key')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect(await hostB.client.zcard(`${prefix}:ratelimit:test.race:one key`)).toBe(10);
  });

  it('answers 503 within the bound it is given when Redis does not answer', async () => {
    const server = await startRedisServer();
    // Its own connection: one to a stopped server would wait for it forever to quit.
    const redis = sharedRedis({ url: server.url, prefix: 'test-down' });
    redis.client.on('error', () => {});
    try {
      const limiter = redisRateLimits(redis, movableClock(START).now, 300).create('test.down', LIMIT);
      expect((await limiter.admit('a')).allowed).toBe(true);
      await server.stop();
      const failure = await limiter.admit('a').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ statusCode: 503, message: expect.stringMatching(/Redis, which keeps the rate limits, does not answer/) });
      await expect(limiter.undo('a')).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      redis.client.disconnect();
      await server.stop();
    }
  });
});

import { startRedisServer, type RedisServer } from '../server/src/testing/redis-server.ts';

// Both node projects name this setup: one server for the run, stopped when the last of them ends.
const shared = globalThis as { speechdeckTestRedis?: { server: Promise<RedisServer>; users: number } };

/** vitest globalSetup: one throwaway Redis for the run; each test host keeps its keys under a prefix of its own. */
export default async function startTestRedis() {
  shared.speechdeckTestRedis ??= { server: startRedisServer(), users: 0 };
  const entry = shared.speechdeckTestRedis;
  entry.users++;
  process.env.SPEECHDECK_TEST_REDIS_URL = (await entry.server).url;
  return async () => {
    if (--entry.users > 0) return;
    shared.speechdeckTestRedis = undefined;
    await (await entry.server).stop();
  };
}

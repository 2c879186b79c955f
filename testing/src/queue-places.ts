import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach } from 'vitest';
import { openTestStore, type TestStore } from './test-stores.ts';
import {
  createJobRunner, redisJobBackend, sharedRedis, storeJobBackend, type JobBackend, type QueueBackendName, type RunningJobQueue, type SharedRedis,
} from '@speechdeck/server';

/** Test support for the queue suites: queues at places of their own, closed after each test. */

const stores: TestStore[] = [];
const queues: RunningJobQueue[] = [];
const connections: SharedRedis[] = [];

/**
 * Closes what the suite's tests opened, after each of them. Registered by setupOn (called in the
 * suite's describe), not when this module loads: the kit is imported outside vitest too (benches).
 */
function closeAfterEachTest(): void {
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await Promise.all(stores.splice(0).map((s) => s.close()));
    for (const redis of connections.splice(0)) redis.client.disconnect();
  });
}

/** Where a test's jobs wait: a new store, and on Redis a key prefix of its own (shared by a second worker of the test). */
export interface Place {
  store: TestStore;
  prefix: string;
}

export interface QueueShape {
  leaseMs?: number;
  concurrency?: number;
  /** False: an API host's queue, which hands calls to workers. */
  callsRunHere?: boolean;
  callWaitMs?: number;
}

/** The backend at the place, as one host process would have it (on Redis a connection of its own). */
export function backendAt(backend: QueueBackendName, place: Place, leaseMs: number): JobBackend {
  const options = { leaseMs, maxAttempts: 3, now: () => new Date() };
  if (backend !== 'redis') return storeJobBackend(place.store.host.db, backend, options);
  const redis = sharedRedis({ url: process.env.SPEECHDECK_TEST_REDIS_URL!, prefix: place.prefix });
  connections.push(redis);
  return redisJobBackend(redis, { ...options, retryDelayMs: 20 });
}

/** A queue of the backend at the place, as one host process would have it. */
function queueAt(backend: QueueBackendName, place: Place, { leaseMs = 2000, concurrency = 2, callsRunHere = true, callWaitMs = 5000 }: QueueShape): RunningJobQueue {
  const runner = { leaseMs, maxAttempts: 3, concurrency, pollMs: 20, log: pino({ level: 'silent' }), callsRunHere, callWaitMs, callPollMs: 20 };
  return createJobRunner(backendAt(backend, place, leaseMs), backend === 'redis' ? { ...runner, probe: () => place.store.host.probe() } : runner);
}

/**
 * Makes queues of one backend: at a new place (or at `place`, as a restarted host or another worker would be), with user 1.
 * Call it in a describe: the queues, stores and connections are closed after each of its tests.
 */
export function setupOn(backend: QueueBackendName) {
  closeAfterEachTest();
  return async (place?: Place, shape: QueueShape = {}) => {
    if (!place) {
      const store = await openTestStore(backend === 'redis' ? 'postgres' : backend);
      stores.push(store);
      await store.addUser();
      place = { store, prefix: `test-${randomBytes(6).toString('hex')}` };
    }
    const queue = queueAt(backend, place, shape);
    queues.push(queue);
    return { db: place.store.host.db, queue, place };
  };
}

import { randomUUID } from 'node:crypto';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { isDeadOwner, newProcessOwner, type JobStatus } from '@speechdeck/core/server';
import { LOST_RUN, type ClaimedJob, type JobBackend, type TakenBackJob } from './job-backend.ts';
import type { SharedRedis } from '../redis/shared-redis.ts';

/** One BullMQ queue holds every kind; a job's name is its kind. */
const QUEUE_NAME = 'jobs';
const DAY_SECONDS = 24 * 3600;
/** A job a worker of this machine cannot run (its kind is unknown here) waits this long for one that can. */
const UNKNOWN_KIND_DELAY_MS = 5000;
/** A call's waiter reads and removes it within moments; this is for a waiter that died first. */
const CALL_KEPT_SECONDS = 3600;
/** BullMQ takes jobs without a priority first (its 0) and prioritized ones by number: calls before jobs. */
const JOB_PRIORITY = 1;

interface JobData {
  kind: string;
  userId: number;
  /** The payload as queued, JSON (kept as text, as the store backends keep it). */
  payload: string;
  /** A failed call's error detail (JSON) for its waiter. */
  detail?: string;
}

export interface RedisJobBackendOptions {
  leaseMs: number;
  maxAttempts: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelayMs: number;
}

/**
 * BullMQ refuses ids with a colon (its key separator) and ids that are integers: such characters are
 * escaped, and an integer gets a '=' before it, so every queue id has one BullMQ id of its own.
 */
export function bullJobId(id: string): string {
  const escaped = id.replace(/[%:=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${parseInt(escaped, 10)}` === escaped ? `=${escaped}` : escaped;
}

const STATES: Partial<Record<string, JobStatus>> = {
  waiting: 'queued', delayed: 'queued', prioritized: 'queued', 'waiting-children': 'queued', paused: 'queued',
  active: 'running', completed: 'done', failed: 'failed',
};

// Takes a lease over from a dead owner: only while it still holds it, so one taker wins.
const TAKE_LOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end return false`;

/**
 * Jobs in BullMQ on Redis. BullMQ's lock is the lease (a token naming this process, extended while
 * the job runs; a job completes only under its lock), its stalled-job checker takes back the jobs of
 * a worker that vanished, and its retries wait with an exponential backoff. What BullMQ counts
 * differently is kept as the store backends count it: attempts are runs started (a lost run
 * counts; the runner fails a job lost more often than its attempts allow).
 */
export function redisJobBackend(redis: SharedRedis, options: RedisJobBackendOptions): JobBackend {
  const owner = newProcessOwner();
  const queue = new Queue<JobData>(QUEUE_NAME, { connection: redis.client, prefix: redis.prefix });
  queue.on('error', () => {}); // as the worker's below: the calls themselves report what failed
  let worker: Worker<JobData> | undefined;
  let workerReady: Promise<Worker<JobData>> | undefined;
  let workerConnection: Redis | undefined;
  const lockKey = (id: string) => `${queue.toKey(id)}:lock`;
  // Set when a running call's client left; its worker sees it at its next renewal.
  const cancelKey = (id: string) => `${queue.toKey(id)}:cancel`;

  /**
   * The manual worker (claims and the stalled checker); made on first use, since API hosts only
   * queue and read. Used once its connections are up: one closed while BullMQ still sets it up
   * fails that set-up with nobody left to hear it (an unhandled "Connection is closed").
   */
  function workerOf(): Promise<Worker<JobData>> {
    if (workerReady) return workerReady;
    workerConnection = redis.connect();
    worker = new Worker<JobData>(QUEUE_NAME, null, {
      connection: workerConnection, prefix: redis.prefix, autorun: false,
      // A vanished worker's job is moved back by the first check after its lock ran out (BullMQ marks
      // active jobs at one check and moves those still unlocked at the next): within 1.5 leases.
      lockDuration: options.leaseMs, stalledInterval: options.leaseMs / 2,
      // Lost runs count against the job's attempts instead: the runner fails one lost too often.
      maxStalledCount: Number.MAX_SAFE_INTEGER,
    });
    worker.on('error', () => {});
    const made = worker;
    workerReady = made.waitUntilReady().then(() => made);
    return workerReady;
  }

  /** A job and its state, the state read first: a job read before it finished would lack its outcome. */
  async function settledRead(id: string): Promise<{ status?: JobStatus; job?: Job<JobData> }> {
    const status = STATES[await queue.getJobState(bullJobId(id))];
    return { status, job: status && (await Job.fromId<JobData>(queue, bullJobId(id))) };
  }

  function claimed(job: Job<JobData>, token: string): ClaimedJob {
    return {
      id: job.id!, kind: job.data.kind, payload: job.data.payload, attempts: job.attemptsStarted, userId: job.data.userId,
      maxAttempts: job.opts.attempts ?? options.maxAttempts, call: !job.opts.priority,
      async renew() {
        if (await redis.client.exists(cancelKey(job.id!))) return 'cancelled';
        return (await job.extendLock(token, options.leaseMs)) === 1 ? 'held' : 'lost';
      },
      complete: (value) => lockHeld(job.moveToCompleted(value ?? null, token, false)),
      async fail(message, final, detail) {
        if (detail !== undefined) await job.updateData({ ...job.data, detail });
        await lockHeld(job.moveToFailed(final ? new UnrecoverableError(message) : new Error(message), token, false));
      },
      async release() {
        // The run is not counted: the host stopped it.
        await redis.client.hincrby(queue.toKey(job.id!), 'ats', -1);
        await lockHeld(job.moveToWait(token));
      },
    };
  }

  return {
    name: 'redis',
    owner,
    async insert(id, kind, userId, payload, { call = false } = {}) {
      const existing = await Job.fromId<JobData>(queue, bullJobId(id));
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed') return false;
        // Asked for anew (its result was deleted): the finished job makes way for a new run.
        await existing.remove();
      }
      // Two hosts queueing one id at once: BullMQ keeps the first and ignores the second add.
      await queue.add(kind, { kind, userId, payload }, {
        jobId: bullJobId(id),
        ...(call
          ? { attempts: 1, removeOnComplete: { age: CALL_KEPT_SECONDS }, removeOnFail: { age: CALL_KEPT_SECONDS } }
          : {
            priority: JOB_PRIORITY, attempts: options.maxAttempts, backoff: { type: 'exponential', delay: options.retryDelayMs },
            removeOnComplete: { age: 7 * DAY_SECONDS }, removeOnFail: { age: 30 * DAY_SECONDS },
          }),
      });
      return true;
    },
    async outcome(id) {
      const { status, job } = await settledRead(id);
      if (!status || !job) return undefined;
      const value = status === 'done' ? (job.returnvalue as string | null) : status === 'failed' ? (job.data.detail ?? null) : null;
      return { status, value, error: status === 'done' ? null : job.failedReason || null };
    },
    async cancel(id) {
      const job = await Job.fromId<JobData>(queue, bullJobId(id));
      if (!job) return;
      if (STATES[await job.getState()] === 'queued') {
        try {
          await job.remove();
          return;
        } catch {
          // A worker took it meanwhile (BullMQ refuses to remove a locked job): it is told below.
        }
      }
      await redis.client.set(cancelKey(job.id!), '1', 'EX', CALL_KEPT_SECONDS);
    },
    async forget(id) {
      const job = await Job.fromId<JobData>(queue, bullJobId(id));
      await job?.remove().catch(() => {}); // kept for CALL_KEPT_SECONDS at most in any case
      await redis.client.del(cancelKey(bullJobId(id)));
    },
    async status(id) {
      const { status, job } = await settledRead(id);
      if (!status || !job) return undefined;
      return { status, attempts: job.attemptsStarted, error: status === 'done' ? null : job.failedReason || null };
    },
    async claim(kinds, { callsOnly = false } = {}) {
      // Calls wait unprioritized, ahead of every prioritized job: none waiting, the next would be a job.
      if (callsOnly && (await queue.getWaitingCount()) === 0) return undefined;
      const token = leaseToken(owner);
      for (;;) {
        const job = await (await workerOf()).getNextJob(token, { block: false });
        if (!job) return undefined;
        if (!kinds.includes(job.data.kind)) {
          await job.moveToDelayed(Date.now() + UNKNOWN_KIND_DELAY_MS, token);
          continue;
        }
        return claimed(job, token);
      }
    },
    /** BullMQ's stalled checker finds a vanished worker's job only after its lock expires; one of a dead process of this machine is taken at once. */
    async takeBackDead(kinds) {
      const taken: TakenBackJob[] = [];
      for (const job of await queue.getActive()) {
        const held = await redis.client.get(lockKey(job.id!));
        const leaseOwner = held && lockOwner(held);
        if (!held || !leaseOwner || leaseOwner === owner || !kinds.includes(job.data.kind) || !isDeadOwner(leaseOwner)) continue;
        const token = leaseToken(owner);
        if (!(await redis.client.eval(TAKE_LOCK, 1, lockKey(job.id!), held, token, String(options.leaseMs)))) continue;
        const final = job.attemptsStarted >= (job.opts.attempts ?? options.maxAttempts);
        await job.moveToFailed(final ? new UnrecoverableError(LOST_RUN) : new Error(LOST_RUN), token, false);
        taken.push({ id: job.id!, kind: job.data.kind, payload: job.data.payload, attempts: job.attemptsStarted, userId: job.data.userId, final });
      }
      return taken;
    },
    async watch() {
      await (await workerOf()).startStalledCheckTimer();
    },
    async close() {
      await worker?.close(true);
      workerConnection?.disconnect();
      await queue.close();
    },
  };
}

/** A lock token: the process holding the lease (`host/pid/uuid`, see newProcessOwner), and this run of it. */
const leaseToken = (owner: string) => `${owner}:${randomUUID()}`;

/** The process a lock token names. */
export const lockOwner = (token: string) => token.slice(0, token.lastIndexOf(':'));

/**
 * Whether the move was made under the lock. A lease lost meanwhile (run out, or another worker took
 * the job over): the outcome of whoever runs it next counts, not this one's.
 */
async function lockHeld(move: Promise<unknown>): Promise<boolean> {
  try {
    await move;
    return true;
  } catch (error) {
    if (/Missing lock|not in the active state|lock mismatch/i.test(error instanceof Error ? error.message : '')) return false;
    throw error;
  }
}

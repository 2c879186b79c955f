import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError, retryLater } from '@speechdeck/core/server';
import { callFailure } from './call-failure.ts';
import { WAITING_PER_USER } from './call-slots.ts';
import type { JobBackend } from './job-backend.ts';

export interface RemoteCallsOptions {
  /** The workers' call slots each: with WAITING_PER_USER, how many calls one user may have in flight from this host. */
  slots: number;
  /** How long a queued call may wait for a worker to take it before it is answered 503. */
  callWaitMs: number;
  /** How often a waiting call looks at its job. */
  callPollMs: number;
  shuttingDown(): HttpError;
}

/**
 * Calls on an API host: each queued ahead of jobs for one run by a worker, and waited for. A call
 * is dropped (or its run stopped) when its client leaves, and answered 503 when no worker takes it
 * in time; a user with more calls in flight than a host's share is refused (429) at once.
 */
export function createRemoteCalls(backend: JobBackend, options: RemoteCallsOptions) {
  const inFlight = new Set<AbortController>();
  const byUser = new Map<number, number>();
  const limit = options.slots + WAITING_PER_USER;
  let stopping = false;

  async function call(kind: string, payload: unknown, userId: number, signal: AbortSignal | undefined): Promise<unknown> {
    if (stopping) throw options.shuttingDown();
    signal?.throwIfAborted();
    const mine = byUser.get(userId) ?? 0;
    if (mine >= limit) {
      throw retryLater(429, `You have ${mine} calls in flight on this host: wait for their answers before asking for more.`, options.callWaitMs / 1000);
    }
    byUser.set(userId, mine + 1);
    const stop = new AbortController();
    const leaving = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
    const id = `call/${randomUUID()}`;
    inFlight.add(stop);
    try {
      await backend.insert(id, kind, userId, JSON.stringify(payload), { call: true });
      let waitingSince = Date.now();
      for (;;) {
        await sleep(options.callPollMs, undefined, { signal: leaving }).catch(() => leaving.throwIfAborted());
        const outcome = await backend.outcome(id);
        if (!outcome) throw new HttpError(503, 'The queue lost the call before a worker finished it; try again.');
        if (outcome.status === 'done' || outcome.status === 'failed') {
          await backend.forget(id);
          if (outcome.status === 'failed') throw callFailure(outcome);
          return outcome.value === null ? undefined : JSON.parse(outcome.value);
        }
        if (outcome.status === 'running') waitingSince = Date.now();
        else if (Date.now() - waitingSince > options.callWaitMs) {
          await backend.cancel(id);
          throw retryLater(503, `No worker took the work within ${options.callWaitMs / 1000} s: the workers are busy, or none is running. Try again later, or queue it.`, options.callWaitMs / 1000);
        }
      }
    } catch (error) {
      if (leaving.aborted) await backend.cancel(id).catch(() => {});
      throw error;
    } finally {
      inFlight.delete(stop);
      const left = (byUser.get(userId) ?? 1) - 1;
      if (left > 0) byUser.set(userId, left);
      else byUser.delete(userId);
    }
  }

  return {
    call,
    /** Aborts every call in flight: the host is stopping. */
    stop(): void {
      stopping = true;
      for (const controller of inFlight) controller.abort(options.shuttingDown());
    },
  };
}

import { retryLater } from '@speechdeck/core/server';

/** Calls one user may have waiting for a slot on a host beyond those running: more are refused with 429. */
export const WAITING_PER_USER = 4;

export interface CallSlotsOptions {
  /** Calls that run at once, apart from queued jobs (which have slots of their own). */
  slots: number;
  /** How long a call may wait for a slot before it is answered 503. */
  waitMs: number;
}

export interface CallSlots {
  /**
   * A slot for one of `userId`'s calls, waited for in turn; the answer frees it. Refused at once
   * (429) when the user already has as many calls waiting as `WAITING_PER_USER`, and answered 503
   * when no slot came within the wait; both with Retry-After.
   */
  acquire(userId: number, signal?: AbortSignal): Promise<() => void>;
  /** A slot taken at once, for a call whose turn was given elsewhere (the queue a worker claimed it from). */
  hold(userId: number): () => void;
  /** Calls running now. */
  readonly busy: number;
  /** Whether a call may start now without waiting. */
  readonly free: boolean;
  /** Refuses every waiting call (the host is stopping). */
  refuseAll(reason: unknown): void;
}

interface Waiter {
  userId: number;
  grant(): void;
  refuse(reason: unknown): void;
}

/**
 * Slots for synchronous calls, fair between users: long queued work never holds them, one user
 * never holds all of them while another waits (a user runs at most all slots but one, when there
 * are two or more), and a freed slot goes to the waiting call whose user runs the fewest calls,
 * first come first served among equals.
 */
export function createCallSlots(options: CallSlotsOptions): CallSlots {
  const runningByUser = new Map<number, number>();
  const waiting: Waiter[] = [];
  const perUser = Math.max(1, options.slots - 1);
  let busy = 0;
  const runs = (userId: number) => runningByUser.get(userId) ?? 0;

  // A user at their share waits even when a slot is free, so another user's call finds one.
  const mayStart = (userId: number) => busy < options.slots && runs(userId) < perUser;

  function take(userId: number): () => void {
    busy += 1;
    runningByUser.set(userId, runs(userId) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      busy -= 1;
      const left = runs(userId) - 1;
      if (left > 0) runningByUser.set(userId, left);
      else runningByUser.delete(userId);
      grantWaiting();
    };
  }

  function grantWaiting(): void {
    for (;;) {
      const eligible = waiting.filter((w) => mayStart(w.userId));
      if (eligible.length === 0) return;
      const next = eligible.reduce((best, w) => (runs(w.userId) < runs(best.userId) ? w : best));
      waiting.splice(waiting.indexOf(next), 1);
      next.grant();
    }
  }

  return {
    get busy() {
      return busy;
    },
    get free() {
      return busy < options.slots;
    },
    acquire(userId, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (mayStart(userId) && !waiting.some((w) => w.userId === userId)) return Promise.resolve(take(userId));
      if (waiting.filter((w) => w.userId === userId).length >= WAITING_PER_USER) {
        return Promise.reject(retryLater(429, `You have ${runs(userId)} calls running and ${WAITING_PER_USER} waiting on this host: wait for their answers before asking for more.`, options.waitMs / 1000));
      }
      return new Promise((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          waiting.splice(waiting.indexOf(waiter), 1);
        };
        const onAbort = () => {
          settle();
          reject(signal!.reason);
        };
        const timer = setTimeout(() => {
          settle();
          reject(retryLater(503, `The host is busy: no slot for this call came free within ${options.waitMs / 1000} s. Try again shortly, or queue the work.`, options.waitMs / 1000));
        }, options.waitMs);
        const waiter: Waiter = {
          userId,
          grant() {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            resolve(take(userId));
          },
          refuse(reason) {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            reject(reason);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
      });
    },
    hold: take,
    refuseAll(reason) {
      for (const waiter of waiting.splice(0)) waiter.refuse(reason);
    },
  };
}

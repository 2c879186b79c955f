import { retryLater, type HttpError } from './http-error.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** 0 when allowed; else when the oldest counted hit leaves the window. */
  retryAfterSeconds: number;
}

/**
 * Sliding-window counters by key (a client address, an e-mail address, a user, an account and
 * client pair). Asynchronous because the host may count in Redis, shared by all its processes.
 */
export interface RateLimiter {
  /**
   * Counts one hit on the key if the limit allows it, in one step with the check (so processes
   * sharing the counters never admit more than `max` between them); a refused hit counts nowhere.
   */
  admit(key: string): Promise<RateVerdict>;
  /** Counts one hit whatever the limit says. */
  hit(key: string): Promise<void>;
  /** Takes back the key's latest hit (one counted in advance that turned out not to count). */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The host's limiters: counted in this process, or in Redis when the deployment has one. */
export interface RateLimits {
  /**
   * `name` says what is limited, unique in the deployment ('<owner>.<what>', e.g. 'tts.mail-per-user'):
   * processes that name the same limiter share its counters.
   */
  create(name: string, limit: RateLimit): RateLimiter;
}

/** Limiters counted in this process's memory: each process of a deployment counts on its own. */
export function memoryRateLimits(now: () => Date): RateLimits {
  return { create: (_name, limit) => createMemoryRateLimiter(limit, now) };
}

/** When a refused caller may come back: when the oldest hit still in the window leaves it. */
export function refusedUntil(oldestHitMs: number, limit: RateLimit, nowMs: number): RateVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestHitMs + limit.windowSeconds * 1000 - nowMs) / 1000)) };
}

/**
 * A limiter in memory. Keys whose hits all left the window are swept once per window, so a flood
 * of new keys holds memory for one window at most.
 */
export function createMemoryRateLimiter(limit: RateLimit, now: () => Date): RateLimiter {
  const windowMs = limit.windowSeconds * 1000;
  const hits = new Map<string, number[]>();
  let sweptAt = now().getTime();

  function recent(key: string, at: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    while (list.length > 0 && list[0]! <= at - windowMs) list.shift();
    if (list.length === 0) hits.delete(key);
    return list;
  }

  function sweep(at: number): void {
    if (at - sweptAt < windowMs) return;
    sweptAt = at;
    for (const key of [...hits.keys()]) recent(key, at);
  }

  function count(key: string, at: number): void {
    sweep(at);
    const list = recent(key, at);
    list.push(at);
    hits.set(key, list);
  }

  return {
    async admit(key) {
      const at = now().getTime();
      const list = recent(key, at);
      if (list.length >= limit.max) return refusedUntil(list[0]!, limit, at);
      count(key, at);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async hit(key) {
      count(key, now().getTime());
    },
    async undo(key) {
      const list = recent(key, now().getTime());
      list.pop();
      if (list.length === 0) hits.delete(key);
    },
    async clear(key) {
      hits.delete(key);
    },
  };
}

export interface LimitedKey<Refusal> {
  limiter: RateLimiter;
  key: string;
  /** What the caller is told (or told apart by) when this limit refuses the request. */
  refused: Refusal;
}

/**
 * Counts one request against several limits at once, and a refused request counts against none
 * of them (so one limit never fills another's counter): answers the first refusal, or undefined
 * when every limit admitted the request.
 *
 * Each limit admits atomically, so no limit ever admits more than its `max`, however many
 * processes share the counters. A request refused by a later limit holds its place in the earlier
 * ones until it takes it back, before it is answered: a request running at that very moment may be
 * refused where one-at-a-time order would have admitted it. The error is on the side of refusing,
 * never of admitting too many.
 */
export async function tryAdmitAll<Refusal>(limits: readonly LimitedKey<Refusal>[]): Promise<(RateVerdict & { refused: Refusal }) | undefined> {
  const admitted: LimitedKey<Refusal>[] = [];
  for (const limit of limits) {
    const verdict = await limit.limiter.admit(limit.key);
    if (!verdict.allowed) {
      await Promise.all(admitted.map(({ limiter, key }) => limiter.undo(key)));
      return { ...verdict, refused: limit.refused };
    }
    admitted.push(limit);
  }
  return undefined;
}

/** tryAdmitAll, throwing the first refusal's 429 with its message. */
export async function admitAll(limits: readonly LimitedKey<string>[]): Promise<void> {
  const refusal = await tryAdmitAll(limits);
  if (refusal) throw tooManyRequests(refusal, refusal.refused);
}

/** "45 s", "15 min", "2 h": how long a refused caller waits, for a person to read. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.ceil(seconds / 3600)} h`;
}

/** The 429 a refused caller gets: `message` says what was limited, Retry-After and the text say when to come back. */
export function tooManyRequests(verdict: RateVerdict, message: string): HttpError {
  return retryLater(429, `${message} Try again in ${waitText(verdict.retryAfterSeconds)}.`, verdict.retryAfterSeconds);
}

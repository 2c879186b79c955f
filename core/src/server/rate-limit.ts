import { HttpError } from './http-error.ts';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** 0 when allowed; else when the oldest counted hit leaves the window. */
  retryAfterSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Sliding-window counters by key (a client address, an e-mail address, a user, an account and
 * client pair). Keys whose hits all left the window are swept once per window, so a flood of new
 * keys holds memory for one window at most.
 */
export function createRateLimiter(limit: RateLimit, now: () => Date) {
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

  function check(key: string): RateVerdict {
    const at = now().getTime();
    const list = recent(key, at);
    if (list.length < limit.max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((list[0]! + windowMs - at) / 1000)) };
  }

  function hit(key: string): void {
    const at = now().getTime();
    sweep(at);
    const list = recent(key, at);
    list.push(at);
    hits.set(key, list);
  }

  return {
    check,
    hit,
    /** Takes back the key's latest hit (one counted in advance that turned out not to count). */
    undo(key: string): void {
      const list = recent(key, now().getTime());
      list.pop();
      if (list.length === 0) hits.delete(key);
    },
    clear(key: string): void {
      hits.delete(key);
    },
  };
}

/**
 * Counts one request against several limits at once: the first limit spent throws its 429, and a
 * refused request counts against none of them (so one limit never fills another's counter).
 */
export function admitAll(limits: readonly { limiter: RateLimiter; key: string; refused: string }[]): void {
  for (const { limiter, key, refused } of limits) {
    const verdict = limiter.check(key);
    if (!verdict.allowed) throw tooManyRequests(verdict, refused);
  }
  for (const { limiter, key } of limits) limiter.hit(key);
}

/** "45 s", "15 min", "2 h": how long a refused caller waits, for a person to read. */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} min`;
  return `${Math.ceil(seconds / 3600)} h`;
}

/** The 429 a refused caller gets: `message` says what was limited, Retry-After and the text say when to come back. */
export function tooManyRequests(verdict: RateVerdict, message: string): HttpError {
  return new HttpError(429, `${message} Try again in ${waitText(verdict.retryAfterSeconds)}.`, undefined, {
    'retry-after': String(verdict.retryAfterSeconds),
  });
}

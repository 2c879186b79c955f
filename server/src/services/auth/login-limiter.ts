export interface LimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/**
 * Sliding-window counters for login attempts: every attempt counts per IP, failed ones per account,
 * so one attacker cannot lock out a user from elsewhere for long and cannot spray many accounts.
 */
export function createLoginLimiter(limits: { perIp: number; perAccount: number; windowSeconds: number }, now: () => Date) {
  const windowMs = limits.windowSeconds * 1000;
  const hits = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now().getTime() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  }

  function verdict(key: string, max: number): LimitVerdict {
    const list = recent(key);
    if (list.length < max) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((list[0]! + windowMs - now().getTime()) / 1000)) };
  }

  function record(key: string): void {
    hits.set(key, [...recent(key), now().getTime()]);
  }

  return {
    check(ip: string, account: string): LimitVerdict {
      const byIp = verdict(`ip:${ip}`, limits.perIp);
      return byIp.allowed ? verdict(`acct:${account}`, limits.perAccount) : byIp;
    },
    attempt(ip: string): void {
      record(`ip:${ip}`);
    },
    failure(account: string): void {
      record(`acct:${account}`);
    },
    success(account: string): void {
      hits.delete(`acct:${account}`);
    },
  };
}

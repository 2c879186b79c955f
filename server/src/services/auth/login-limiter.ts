import { createRateLimiter, type RateVerdict } from '@speechdeck/core/server';

export interface LoginLimits {
  /** Failed logins from one client address, whatever the account. */
  perClient: number;
  /** Failed logins on one account from one client address. */
  perAccountAndClient: number;
  /** Failed logins on one account from all client addresses together. */
  perAccount: number;
  windowSeconds: number;
}

export type LoginRefusal = 'client' | 'account-and-client' | 'account';

export type LoginVerdict = RateVerdict & { refused?: LoginRefusal };

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** How long a client that logged in to an account stays trusted for it when others guess at it. */
const TRUSTED_FOR_MS = 30 * 24 * 3600 * 1000;

/**
 * Login throttling after OWASP's and ASVS's advice on lockout: guessing slows down, the owner is
 * never locked out by someone else's guesses. Only failures count (a login with the right password
 * counts nowhere):
 * - per account and client: one guesser gets a few tries at one account; the right password clears it;
 * - per client: one guesser cannot spray many accounts;
 * - per account from everywhere: caps a guess spread over many addresses, but then refuses only
 *   clients that never logged in to the account (or reset its password) — not the owner's own.
 * An attempt counts as a failure from the moment it starts, so parallel guesses cannot slip past
 * the limits while their passwords are being checked; the right password takes it back.
 */
export function createLoginLimiter(limits: LoginLimits, now: () => Date) {
  const window = { windowSeconds: limits.windowSeconds };
  const byClient = createRateLimiter({ max: limits.perClient, ...window }, now);
  const byPair = createRateLimiter({ max: limits.perAccountAndClient, ...window }, now);
  const byAccount = createRateLimiter({ max: limits.perAccount, ...window }, now);
  const trusted = new Map<string, number>();
  const pair = (client: string, account: string) => `${account}\n${client}`;

  function trust(client: string, account: string): void {
    const at = now().getTime();
    trusted.set(pair(client, account), at + TRUSTED_FOR_MS);
    // Entries come only from proven owners; drop the stale ones now and then all the same.
    if (trusted.size % 1000 === 0) for (const [key, until] of trusted) if (until <= at) trusted.delete(key);
  }

  function isTrusted(key: string): boolean {
    const until = trusted.get(key);
    if (until === undefined) return false;
    if (until > now().getTime()) return true;
    trusted.delete(key);
    return false;
  }

  return {
    /** Refuses the attempt, or counts it as a failure until `succeeded` says otherwise. */
    begin(client: string, account: string): LoginVerdict {
      const key = pair(client, account);
      const checks: [LoginRefusal, () => RateVerdict][] = [
        ['client', () => byClient.check(client)],
        ['account-and-client', () => byPair.check(key)],
        ['account', () => (isTrusted(key) ? { allowed: true, retryAfterSeconds: 0 } : byAccount.check(account))],
      ];
      for (const [refused, verdictOf] of checks) {
        const verdict = verdictOf();
        if (!verdict.allowed) return { ...verdict, refused };
      }
      byClient.hit(client);
      byPair.hit(key);
      byAccount.hit(account);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    /** The right password from this client: the attempt counts nowhere, its tries at the account start over, and it stays trusted there. */
    succeeded(client: string, account: string): void {
      byClient.undo(client);
      byAccount.undo(account);
      byPair.clear(pair(client, account));
      trust(client, account);
    },
    /** The client proved it owns the account another way (an e-mailed reset link). */
    trust,
  };
}

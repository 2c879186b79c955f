import { tryAdmitAll, type LimitedKey, type RateLimits, type RateVerdict } from '@speechdeck/core/server';
import type { TrustedClients } from './trusted-clients.ts';

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
 * The counters and the trusted clients are shared by all hosts when the deployment has Redis.
 */
export function createLoginLimiter(limits: LoginLimits, rateLimits: RateLimits, trusted: TrustedClients) {
  const window = { windowSeconds: limits.windowSeconds };
  const byClient = rateLimits.create('login.per-client', { max: limits.perClient, ...window });
  const byPair = rateLimits.create('login.per-account-and-client', { max: limits.perAccountAndClient, ...window });
  const byAccount = rateLimits.create('login.per-account', { max: limits.perAccount, ...window });
  const pair = (client: string, account: string) => `${account}\n${client}`;
  const trust = (client: string, account: string) => trusted.trust(pair(client, account));

  return {
    /** Refuses the attempt, or counts it as a failure until `succeeded` says otherwise. */
    async begin(client: string, account: string): Promise<LoginVerdict> {
      const key = pair(client, account);
      const isTrusted = await trusted.isTrusted(key);
      const checked: LimitedKey<LoginRefusal>[] = [
        { limiter: byClient, key: client, refused: 'client' },
        { limiter: byPair, key, refused: 'account-and-client' },
      ];
      if (!isTrusted) checked.push({ limiter: byAccount, key: account, refused: 'account' });
      const refusal = await tryAdmitAll(checked);
      if (refusal) return refusal;
      // A trusted client's failures still count towards the account's limit for everyone else.
      if (isTrusted) await byAccount.hit(account);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    /** The right password from this client: the attempt counts nowhere, its tries at the account start over, and it stays trusted there. */
    async succeeded(client: string, account: string): Promise<void> {
      await Promise.all([byClient.undo(client), byAccount.undo(account), byPair.clear(pair(client, account)), trust(client, account)]);
    },
    /** The client proved it owns the account another way (an e-mailed reset link). */
    trust,
  };
}

import { admitAll, type RateLimits } from '@speechdeck/core/server';

export type AccountMailLimits = ReturnType<typeof createAccountMailLimits>;

/** How many registration, reset and confirmation mails one e-mail address gets and one client asks for. */
export function createAccountMailLimits(limits: { perAddress: number; perClient: number; windowSeconds: number }, rateLimits: RateLimits) {
  const byAddress = rateLimits.create('account-mail.per-address', { max: limits.perAddress, windowSeconds: limits.windowSeconds });
  const byClient = rateLimits.create('account-mail.per-client', { max: limits.perClient, windowSeconds: limits.windowSeconds });
  return {
    /**
     * Counts one account mail to `address` asked for by `client`, whether or not one goes out in
     * the end, so a refusal says nothing about whether the address has an account. Throws the 429
     * (with Retry-After) when either limit is spent; a refused request counts nowhere.
     */
    admit(address: string, client: string): Promise<void> {
      return admitAll([
        { limiter: byClient, key: client, refused: 'Too many e-mails were asked for from your network address.' },
        { limiter: byAddress, key: address, refused: 'Too many e-mails were asked for this e-mail address.' },
      ]);
    },
  };
}

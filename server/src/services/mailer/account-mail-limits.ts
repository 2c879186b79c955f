import { createRateLimiter, tooManyRequests } from '@speechdeck/core/server';

export type AccountMailLimits = ReturnType<typeof createAccountMailLimits>;

/** How many registration, reset and confirmation mails one e-mail address gets and one client asks for. */
export function createAccountMailLimits(limits: { perAddress: number; perClient: number; windowSeconds: number }, now: () => Date) {
  const byAddress = createRateLimiter({ max: limits.perAddress, windowSeconds: limits.windowSeconds }, now);
  const byClient = createRateLimiter({ max: limits.perClient, windowSeconds: limits.windowSeconds }, now);
  return {
    /**
     * Counts one account mail to `address` asked for by `client`, whether or not one goes out in
     * the end, so a refusal says nothing about whether the address has an account. Throws the 429
     * (with Retry-After) when either limit is spent; a refused request counts nowhere.
     */
    admit(address: string, client: string): void {
      const fromClient = byClient.check(client);
      if (!fromClient.allowed) throw tooManyRequests(fromClient, 'Too many e-mails were asked for from your network address.');
      const toAddress = byAddress.check(address);
      if (!toAddress.allowed) throw tooManyRequests(toAddress, 'Too many e-mails were asked for this e-mail address.');
      byClient.hit(client);
      byAddress.hit(address);
    },
  };
}

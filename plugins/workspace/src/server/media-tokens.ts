import { randomBytes } from 'node:crypto';

const LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived tokens naming one result's audio, for <audio src> (a media element cannot send a
 * bearer header). Kept in memory: they end with the host process, which only costs a reload.
 */
export function createMediaTokens(now: () => Date) {
  const tokens = new Map<string, { userId: number; processId: string; expires: number }>();
  return {
    issue(userId: number, processId: string): { token: string; expiresAt: string } {
      const at = now().getTime();
      for (const [key, value] of tokens) if (value.expires <= at) tokens.delete(key);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { userId, processId, expires: at + LIFETIME_MS });
      return { token, expiresAt: new Date(at + LIFETIME_MS).toISOString() };
    },
    /** The owner of the result a valid token names for this process id (process ids are per user). */
    ownerFor(token: string, processId: string): number | undefined {
      const entry = tokens.get(token);
      return entry && entry.processId === processId && entry.expires > now().getTime() ? entry.userId : undefined;
    },
  };
}

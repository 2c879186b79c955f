import { randomBytes } from 'node:crypto';

const LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived tokens naming one result's audio, for <audio src> (a media element cannot send a
 * bearer header). Kept in memory: they end with the host process, which only costs a reload.
 */
export function createMediaTokens(now: () => Date) {
  const tokens = new Map<string, { processId: string; expires: number }>();
  return {
    issue(processId: string): { token: string; expiresAt: string } {
      const at = now().getTime();
      for (const [key, value] of tokens) if (value.expires <= at) tokens.delete(key);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { processId, expires: at + LIFETIME_MS });
      return { token, expiresAt: new Date(at + LIFETIME_MS).toISOString() };
    },
    allows(token: string, processId: string): boolean {
      const entry = tokens.get(token);
      return Boolean(entry && entry.processId === processId && entry.expires > now().getTime());
    },
  };
}

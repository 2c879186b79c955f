import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PluginDatabase } from '@speechdeck/core/server';

const LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived tokens naming one result's audio, for <audio src> (a media element cannot send a
 * bearer header). Signed with the workspace's own key, kept in its tables: any API host on the
 * same store accepts a token another issued (docs/deploy.md), and nothing is held in memory.
 */
export function createMediaTokens({ db }: PluginDatabase, now: () => Date) {
  // Read on first use: the key's migration has run by then.
  let key: Buffer | undefined;
  const sign = (payload: string) => {
    key ??= db.prepare('SELECT key FROM media_token_key').pluck().get() as Buffer;
    return createHmac('sha256', key).update(payload).digest('base64url');
  };
  return {
    issue(userId: number, processId: string): { token: string; expiresAt: string } {
      const expires = now().getTime() + LIFETIME_MS;
      const payload = Buffer.from(JSON.stringify([userId, processId, expires])).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires).toISOString() };
    },
    /** The owner of the result a valid token names for this process id (process ids are per user). */
    ownerFor(token: string, processId: string): number | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [userId, named, expires] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [number, string, number];
      return named === processId && expires > now().getTime() ? userId : undefined;
    },
  };
}

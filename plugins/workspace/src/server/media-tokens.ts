import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Auth, PluginStore } from '@speechdeck/core/server';
import type { WorkspaceTables } from './store/workspace-tables.ts';

const LIFETIME_MS = 60 * 60 * 1000;

/**
 * Short-lived tokens naming one result's audio, for <audio src> (a media element cannot send a
 * bearer header). Signed with the workspace's own key, kept in its tables: any API host on the
 * same store accepts a token another issued (docs/deploy.md), and nothing is held in memory. A
 * token carries its owner's session version: a new password or a deactivation ends it, as it
 * ends the owner's sessions.
 */
export function createMediaTokens(store: PluginStore, auth: Pick<Auth, 'sessionVersion'>, now: () => Date) {
  const db = store.tables<WorkspaceTables>();
  // Read once, on first use: the key's migration has run by then.
  let key: Promise<Buffer> | undefined;
  const signingKey = () => (key ??= readKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  }));
  // SQLite's migration made the key; on PostgreSQL the first process to ask makes it, and hosts
  // starting together all read the one that won.
  async function readKey(): Promise<Buffer> {
    await db.insertInto('media_token_key').values({ id: 1, key: randomBytes(32) }).onConflict((oc) => oc.column('id').doNothing()).execute();
    const row = await db.selectFrom('media_token_key').select('key').where('id', '=', 1).executeTakeFirstOrThrow();
    return Buffer.from(row.key);
  }
  const sign = async (payload: string) => createHmac('sha256', await signingKey()).update(payload).digest('base64url');

  return {
    async issue(userId: number, processId: string): Promise<{ token: string; expiresAt: string }> {
      const expires = now().getTime() + LIFETIME_MS;
      const version = await auth.sessionVersion(userId);
      const payload = Buffer.from(JSON.stringify([userId, processId, expires, version])).toString('base64url');
      return { token: `${payload}.${await sign(payload)}`, expiresAt: new Date(expires).toISOString() };
    },
    /** The owner of the result a valid token names for this process id (process ids are per user). */
    async ownerFor(token: string, processId: string): Promise<number | undefined> {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [userId, named, expires, version] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [number, string, number, number | null];
      if (named !== processId || expires <= now().getTime()) return undefined;
      const current = await auth.sessionVersion(userId);
      return current !== null && current === version ? userId : undefined;
    },
  };
}

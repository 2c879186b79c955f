import type { ApiKeyView, RoleName } from '@speechdeck/core';
import type { PlatformDb } from '../database/platform-tables.ts';
import { hashApiKeySecret, newApiKeySecret } from './api-key-secrets.ts';

/** `lastUsedAt` is written at most this often per key: a busy key must not write on every call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** An API key that matched, with its owner as the auth guard needs them. */
export interface KeyHolder {
  keyId: number;
  lastUsedAt: string | null;
  user: { id: number; email: string; role: RoleName };
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;

export function createApiKeysRepo(db: PlatformDb, now: () => Date) {
  const view = ['id', 'name', 'created_at', 'last_used_at'] as const;
  const toView = (row: { id: number; name: string; created_at: string; last_used_at: string | null }): ApiKeyView =>
    ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at });

  return {
    /**
     * A new key for the user, or `'limit'` when they hold `max` already. Counted and written in one
     * transaction, so two creations at once do not both pass the count (SQLite's is IMMEDIATE).
     */
    async create(userId: number, name: string, max: number): Promise<(ApiKeyView & { key: string }) | 'limit'> {
      const key = newApiKeySecret();
      return db.transaction().execute(async (trx) => {
        const { n } = await trx.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
        if (Number(n) >= max) return 'limit';
        const row = await trx.insertInto('api_keys')
          .values({ user_id: userId, name, secret_hash: hashApiKeySecret(key), created_at: now().toISOString() })
          .returning(view).executeTakeFirstOrThrow();
        return { ...toView(row), key };
      });
    },
    async list(userId: number): Promise<ApiKeyView[]> {
      return (await db.selectFrom('api_keys').select(view).where('user_id', '=', userId).orderBy('id').execute()).map(toView);
    },
    /** Whether the user had this key (another user's is not touched). */
    async revoke(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('api_keys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** The key with this secret and its owner, if the owner is an active account. */
    async holder(secret: string): Promise<KeyHolder | undefined> {
      const row = await db.selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select(['api_keys.id as keyId', 'api_keys.last_used_at as lastUsedAt', 'users.id as userId', 'users.email', 'users.role'])
        .where('api_keys.secret_hash', '=', hashApiKeySecret(secret))
        .where('users.active', '=', 1)
        .executeTakeFirst();
      return row && { keyId: row.keyId, lastUsedAt: row.lastUsedAt, user: { id: row.userId, email: row.email, role: row.role } };
    },
    /** Records a use unless one was recorded within the last minute. */
    async touch(holder: KeyHolder): Promise<void> {
      const at = now();
      if (holder.lastUsedAt && at.getTime() - Date.parse(holder.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
      await db.updateTable('api_keys').set({ last_used_at: at.toISOString() }).where('id', '=', holder.keyId).execute();
    },
  };
}

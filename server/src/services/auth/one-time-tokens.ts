import { createHash, randomBytes } from 'node:crypto';
import type { PlatformDb } from '../database/platform-tables.ts';

export type TokenPurpose = 'confirm' | 'reset';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = { confirm: 24 * 3600, reset: 3600 };

/** What a repeated registration asked for; its confirmation link applies it. */
export interface PendingRegistration {
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export type TokenProblem = 'unknown' | 'used' | 'replaced' | 'expired';

/** A token's user and, for a confirmation link of a repeated registration, what that registration asked for. */
export type TokenVerdict =
  | { userId: number; registration?: PendingRegistration }
  | { problem: TokenProblem; userId?: number };

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;

interface TokenRow {
  user_id: number;
  expires_at: string;
  used_at: string | null;
  replaced_at: string | null;
  registration: string | null;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use e-mailed tokens: 256 random bits, only their hash stored, with an expiry. */
export function createOneTimeTokens(db: PlatformDb, now: () => Date) {
  const find = (hash: string, purpose: TokenPurpose): Promise<TokenRow | undefined> =>
    db.selectFrom('one_time_tokens').select(['user_id', 'expires_at', 'used_at', 'replaced_at', 'registration'])
      .where('token_hash', '=', hash).where('purpose', '=', purpose).executeTakeFirst();

  function verdict(row: TokenRow | undefined, at: Date): TokenVerdict {
    if (!row) return { problem: 'unknown' };
    if (row.used_at) return { problem: 'used', userId: row.user_id };
    if (row.replaced_at) return { problem: 'replaced', userId: row.user_id };
    if (new Date(row.expires_at) <= at) return { problem: 'expired', userId: row.user_id };
    return { userId: row.user_id, ...(row.registration ? { registration: JSON.parse(row.registration) as PendingRegistration } : {}) };
  }

  return {
    /**
     * Issues a new token; earlier open ones of the same purpose are replaced, so only the newest
     * e-mail's link works and an older one can say why it does not.
     */
    async issue(userId: number, purpose: TokenPurpose, registration?: PendingRegistration): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db.transaction().execute(async (trx) => {
        // A replaced token no longer needs the password hash it carried.
        await trx.updateTable('one_time_tokens').set({ replaced_at: at.toISOString(), registration: null })
          .where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).where('replaced_at', 'is', null)
          .execute();
        await trx.insertInto('one_time_tokens').values({
          token_hash: sha256(token), user_id: userId, purpose,
          expires_at: new Date(at.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000).toISOString(),
          registration: registration ? JSON.stringify(registration) : null,
        }).execute();
      });
      return token;
    },
    /** What using the token would answer, without using it (a page that opens the link asks first). */
    check: async (token: string, purpose: TokenPurpose): Promise<TokenVerdict> => verdict(await find(sha256(token), purpose), now()),
    /** Uses the token up; answers its user (and pending registration), or why it cannot be used. */
    async consume(token: string, purpose: TokenPurpose): Promise<TokenVerdict> {
      const hash = sha256(token);
      const at = now();
      const result = verdict(await find(hash, purpose), at);
      if ('problem' in result) return result;
      // Two requests with the same token: only one of them marks it.
      const marked = await db.updateTable('one_time_tokens').set({ used_at: at.toISOString(), registration: null })
        .where('token_hash', '=', hash).where('used_at', 'is', null).where('replaced_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return { problem: 'used', userId: result.userId };
      return result;
    },
  };
}

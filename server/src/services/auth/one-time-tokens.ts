import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

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
export function createOneTimeTokens(db: Database, now: () => Date) {
  const insert = db.prepare('INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at, registration) VALUES (?, ?, ?, ?, ?)');
  const find = db.prepare<[string, string], TokenRow>(
    'SELECT user_id, expires_at, used_at, replaced_at, registration FROM one_time_tokens WHERE token_hash = ? AND purpose = ?',
  );
  // A used or replaced token no longer needs the password hash it carried.
  const markUsed = db.prepare('UPDATE one_time_tokens SET used_at = ?, registration = NULL WHERE token_hash = ? AND used_at IS NULL AND replaced_at IS NULL');
  const replaceOpen = db.prepare('UPDATE one_time_tokens SET replaced_at = ?, registration = NULL WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND replaced_at IS NULL');

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
    issue(userId: number, purpose: TokenPurpose, registration?: PendingRegistration): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      db.transaction(() => {
        replaceOpen.run(at.toISOString(), userId, purpose);
        insert.run(sha256(token), userId, purpose, new Date(at.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000).toISOString(), registration ? JSON.stringify(registration) : null);
      })();
      return token;
    },
    /** What using the token would answer, without using it (a page that opens the link asks first). */
    check: (token: string, purpose: TokenPurpose): TokenVerdict => verdict(find.get(sha256(token), purpose), now()),
    /** Uses the token up; answers its user (and pending registration), or why it cannot be used. */
    consume(token: string, purpose: TokenPurpose): TokenVerdict {
      const hash = sha256(token);
      const at = now();
      const result = verdict(find.get(hash, purpose), at);
      if ('problem' in result) return result;
      // Two requests with the same token: only one of them marks it.
      if (markUsed.run(at.toISOString(), hash).changes === 0) return { problem: 'used', userId: result.userId };
      return result;
    },
  };
}

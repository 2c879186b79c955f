import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type TokenPurpose = 'confirm' | 'reset';

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = { confirm: 24 * 3600, reset: 3600 };

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use e-mailed tokens: 256 random bits, only their hash stored, with an expiry. */
export function createOneTimeTokens(db: Database, now: () => Date) {
  const insert = db.prepare('INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string, string], { user_id: number; expires_at: string; used_at: string | null }>(
    'SELECT user_id, expires_at, used_at FROM one_time_tokens WHERE token_hash = ? AND purpose = ?',
  );
  const markUsed = db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const dropUnused = db.prepare('UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL');

  return {
    /** Issues a new token; earlier unused ones of the same purpose stop working. */
    issue(userId: number, purpose: TokenPurpose): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      dropUnused.run(at.toISOString(), userId, purpose);
      insert.run(sha256(token), userId, purpose, new Date(at.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000).toISOString());
      return token;
    },
    /** Uses the token up; answers its user id, or why it cannot be used. */
    consume(token: string, purpose: TokenPurpose): { userId: number } | { problem: 'unknown' | 'used' | 'expired' } {
      const hash = sha256(token);
      const row = find.get(hash, purpose);
      if (!row) return { problem: 'unknown' };
      if (row.used_at) return { problem: 'used' };
      const at = now();
      if (new Date(row.expires_at) <= at) return { problem: 'expired' };
      if (markUsed.run(at.toISOString(), hash).changes === 0) return { problem: 'used' };
      return { userId: row.user_id };
    },
  };
}

import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import type { RoleName } from '@speechdeck/core';
import type { PlatformDb } from '../database/platform-tables.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'speechdeck';
/** Sessions remembered as verified; beyond this the oldest is forgotten (and verified again if it comes back). */
const VERIFIED_MAX = 10_000;

export interface AccessClaims {
  userId: number;
  role: RoleName;
  tokenVersion: number;
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * JWTs with the algorithm pinned; `tv` (the user's token version) lets a password change revoke them.
 * A token's signature is checked once: WebCrypto's HMAC costs more than a whole search and a trip
 * through the thread pool, on every request of a session. Expiry is still checked on every use.
 */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number, now: () => Date) {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);
  return {
    async issue(claims: AccessClaims): Promise<string> {
      const issuedAt = nowSeconds();
      return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    /** Answers the claims, or null for any bad, expired or foreign token. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (nowSeconds() < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
        const claims = { userId, role: payload.role as RoleName, tokenVersion: payload.tv };
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The configured secret, or one generated once and kept (0600) in the data dir so tokens survive
 * restarts and every host on the data dir signs with it. Hosts starting at once race to create it:
 * each writes a whole candidate beside it and links it into place, which only the first can, so no
 * host ever reads a half-written or different secret.
 */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const candidate = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
    writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(candidate, { force: true });
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The row of `platform_secrets` that holds the signing secret on PostgreSQL. */
export const STORED_JWT_SECRET = 'jwt';

/**
 * The signing secret kept in the store, for hosts on several machines (PostgreSQL): the first
 * process writes a random one, every other reads that one.
 */
export async function loadStoredJwtSecret(db: PlatformDb): Promise<Uint8Array> {
  await db.insertInto('platform_secrets').values({ name: STORED_JWT_SECRET, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const { value } = await db.selectFrom('platform_secrets').select('value').where('name', '=', STORED_JWT_SECRET).executeTakeFirstOrThrow();
  return new TextEncoder().encode(value);
}

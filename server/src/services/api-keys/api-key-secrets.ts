import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@speechdeck/core';

/** 32 random bytes: 256 bits no one guesses, so one fast hash is enough (a slow hash guards low-entropy passwords). */
const SECRET_BYTES = 32;
const SECRET_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export function newApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
}

/** Whether a bearer credential claims to be an API key (a session token is a JWT, `eyJ...`). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** Whether it has the shape of a secret we issue: anything else is refused without asking the store. */
export function isWellFormedApiKey(credential: string): boolean {
  return SECRET_SHAPE.test(credential);
}

/**
 * What the store keeps and looks up by. Finding the row by the hash of the presented secret means
 * no comparison of secrets ever runs in our code, so there is no timing to measure.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

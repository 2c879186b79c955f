import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;
import { COMMON_PASSWORDS } from './common-passwords.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, verified against when the e-mail is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not a real password, only for timing');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** Answers a message when the password is too common to allow, null when it is acceptable. */
export function commonPasswordProblem(password: string): string | null {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? 'This password is too common; choose another.' : null;
}

import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { MediaOwner } from '@speechdeck/core/server';

/** A key no file has yet: `<owner>/<32 hex digits>.<extension>`. */
export function newMediaKey(owner: MediaOwner, extension: string): string {
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`not a file extension: ${extension}`);
  return `${owner}/${randomBytes(16).toString('hex')}.${extension}`;
}

/**
 * Checks a key's shape ('<userId>/<name>', no step out of the media) and answers its user's folder
 * name. A key is a store's own value, but a name a user sends may become part of one.
 */
export function userOfKey(key: string): string {
  const parts = key.split('/');
  if (parts.length < 2 || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    throw new Error(`not a media key: ${key}`);
  }
  return parts[0]!;
}

/** The prefix of every key an owner has ('7/'), checked as a key's first part is: never a step out of the media. */
export function ownerPrefix(owner: MediaOwner): string {
  return `${userOfKey(`${owner}/-`)}/`;
}

/** The key a file of the owner's work dir is kept under: its own name in the owner's folder. */
export function keptKey(owner: MediaOwner, localPath: string): string {
  return `${owner}/${basename(localPath)}`;
}

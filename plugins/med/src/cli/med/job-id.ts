import { createHash } from 'node:crypto';
import type { InputFile } from '@speechdeck/core/cli';

/**
 * The process id of a file's n-th attempt (from 1): the same file (path, size, mtime), user and
 * language always lead to the same job, so a rerun after an interruption finds it on the host
 * instead of uploading again. A later attempt (after a failed one, or with --force) gets `-n`.
 */
export function medJobId(file: Pick<InputFile, 'path' | 'size' | 'mtimeMs'>, language: string, userId: number, attempt = 1): string {
  const digest = createHash('sha256').update(JSON.stringify(['med', userId, file.path, file.size, file.mtimeMs, language])).digest('hex');
  const base = `med-${digest.slice(0, 40)}`;
  return attempt === 1 ? base : `${base}-${attempt}`;
}

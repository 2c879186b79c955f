import { createHash } from 'node:crypto';
import type { InputFile } from '@speechdeck/core/cli';
import type { RecognitionSettings } from './recognize-options.ts';

/**
 * The process id of a file's n-th attempt (from 1). The host treats a client-chosen id as
 * idempotent, so the same file (path, size, mtime), user and settings always lead to the same job:
 * a rerun after an interruption finds it instead of uploading again. A later attempt (after a
 * failed one, or with --force) gets `-n` appended, because the host never runs an id twice.
 */
export function jobId(file: Pick<InputFile, 'path' | 'size' | 'mtimeMs'>, settings: RecognitionSettings, userId: number, attempt = 1): string {
  // Settings keys in a fixed order: the id must not depend on how an object happened to be built.
  // The engine and redaction only when asked for, so the ids of earlier runs (none asked) still match.
  const ordered = [
    settings.language, settings.isDiarize, settings.vad, settings.punct, settings.sentText, settings.oa, ...(settings.engine ? [settings.engine] : []),
    ...(settings.redact ? ['redact', settings.keepOriginal === true] : []),
  ];
  const digest = createHash('sha256').update(JSON.stringify([userId, file.path, file.size, file.mtimeMs, ordered])).digest('hex');
  const base = `sd-${digest.slice(0, 40)}`;
  return attempt === 1 ? base : `${base}-${attempt}`;
}

import { randomBytes } from 'node:crypto';

/**
 * Work in progress (a partial upload, a recognition's converted audio) is written beside where its
 * result lands under a name of this form, which no stored file has: what a crash leaves behind can
 * then be told apart and removed when the host starts.
 */
export function scratchName(kind: string): string {
  return `.${kind}-${randomBytes(12).toString('hex')}`;
}

// Older versions named their scratch with 16 hex digits; those are swept as well.
const SCRATCH_NAME = /^\.[a-z]+-[0-9a-f]{16,}$/;

export function isScratchName(name: string): boolean {
  return SCRATCH_NAME.test(name);
}

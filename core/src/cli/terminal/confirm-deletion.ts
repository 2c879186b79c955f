import { CliError } from '../errors/cli-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { ask, canPrompt } from './prompt.ts';

export interface DeletionOptions {
  /** --yes: delete without asking. */
  yes: boolean;
  /** What is deleted, for the message to a script: `a user`. */
  kind: string;
  /** What is deleted, for the question: `user #7 ada@example.org` (may ask the host first). */
  describe: () => Promise<string>;
}

/**
 * Deleting cannot be undone: a person is asked `[y/N]` (anything but yes deletes nothing, exit 1);
 * without a terminal to ask on, a script must say --yes (exit 2).
 */
export async function confirmDeletion({ yes, kind, describe }: DeletionOptions): Promise<void> {
  if (yes) return;
  if (!canPrompt()) throw new CliError(EXIT_CODES.USAGE, `Deleting ${kind} needs confirmation: pass --yes.`);
  const answer = await ask(`Delete ${await describe()}? This cannot be undone. [y/N] `, { option: '--yes' });
  if (!/^y(es)?$/i.test(answer)) throw new CliError(EXIT_CODES.FAILURE, 'Not deleted.');
}

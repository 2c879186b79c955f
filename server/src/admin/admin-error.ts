import { errorMessage } from '@speechdeck/core';
import { CommanderError } from 'commander';
import { z } from 'zod';

/** `speechdeck-admin`'s exit codes (docs/migrate-store.md lists them). */
export const EXIT_CODES = {
  OK: 0,
  FAILURE: 1,
  /** Bad options, or a target the command will not touch (a database that already holds users). */
  REFUSED: 2,
} as const;

/** A failure the command explains itself: the error exit prints the message as it is. */
export class AdminError extends Error {
  override readonly name = 'AdminError';
  constructor(message: string, readonly exitCode: number = EXIT_CODES.FAILURE) {
    super(message);
  }
}

/**
 * The one way out on failure: `Error: <message>` on stderr, or `{"error": {code, message}}` on
 * stdout with --json, and the exit code. It sets process.exitCode rather than exiting, so output
 * still being written to a pipe is not cut off.
 */
export function reportFailure(error: unknown, json: boolean): void {
  const { exitCode, message } = describe(error);
  process.exitCode = exitCode;
  if (exitCode === EXIT_CODES.OK) return;
  if (json) process.stdout.write(`${JSON.stringify({ error: { code: exitCode, message } })}\n`);
  else process.stderr.write(`Error: ${message}\n`);
}

function describe(error: unknown): { exitCode: number; message: string } {
  if (error instanceof AdminError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof z.ZodError) {
    return { exitCode: EXIT_CODES.REFUSED, message: error.issues.map((issue) => issue.message).join('; ') };
  }
  // Help and --version end here too, with exit code 0; no command at all shows the help first.
  if (error instanceof CommanderError) {
    if (error.code === 'commander.help') return { exitCode: EXIT_CODES.REFUSED, message: 'name a command (listed above)' };
    return { exitCode: error.exitCode === 0 ? EXIT_CODES.OK : EXIT_CODES.REFUSED, message: error.message.replace(/^error: /, '') };
  }
  return { exitCode: EXIT_CODES.FAILURE, message: errorMessage(error) };
}

import type { ExitCode } from './exit-codes.ts';

/** A failure the CLI itself explains: its error exit prints the message and exits with `exitCode`. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

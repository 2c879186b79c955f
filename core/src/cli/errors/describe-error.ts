import { errorMessage } from '../../http/error-message.ts';
import { CommanderError } from 'commander';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { CliError } from './cli-error.ts';
import { EXIT_CODES, type ExitCode } from './exit-codes.ts';

export interface DescribedError {
  exitCode: ExitCode;
  message: string;
  /** The HTTP status, when the host answered. */
  status?: number;
  /** Per-field messages, from the host's 400 answers or from option parsing. */
  fields?: Record<string, string>;
  /** Commander printed this one itself (help shown on a usage error). */
  alreadyShown?: boolean;
  /** A line for people on what to do next; left out of the JSON error. */
  hint?: string;
}

const STATUS_EXIT_CODES: Record<number, ExitCode> = { 401: EXIT_CODES.AUTH, 403: EXIT_CODES.FORBIDDEN };

/**
 * Maps any failure to the exit code and message the user sees: the CLI's error exit prints it,
 * and a batch reports it per item without stopping.
 */
export function describeError(error: unknown): DescribedError {
  if (error instanceof CliError) {
    return { exitCode: error.exitCode, message: error.message, ...(Object.keys(error.fields).length ? { fields: error.fields } : {}) };
  }
  if (error instanceof z.ZodError) {
    const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]));
    return { exitCode: EXIT_CODES.USAGE, message: 'Invalid arguments or options.', fields };
  }
  if (error instanceof CommanderError) {
    // Help and --version end here too, with exit code 0.
    if (error.exitCode === 0) return { exitCode: EXIT_CODES.OK, message: '', alreadyShown: true };
    if (error.code === 'commander.help') return { exitCode: EXIT_CODES.USAGE, message: 'A subcommand is missing.', alreadyShown: true };
    return { exitCode: EXIT_CODES.USAGE, message: error.message.replace(/^error: /, ''), hint: 'Run with --help for usage.' };
  }
  if (error instanceof ApiError) {
    const exitCode = error.status === 0 ? EXIT_CODES.UNREACHABLE : (STATUS_EXIT_CODES[error.status] ?? EXIT_CODES.FAILURE);
    const prefix = error.status === 403 ? 'Forbidden: ' : '';
    return {
      exitCode,
      message: `${prefix}${error.message}`,
      ...(error.status ? { status: error.status } : {}),
      ...(Object.keys(error.fields).length ? { fields: error.fields } : {}),
    };
  }
  return { exitCode: EXIT_CODES.FAILURE, message: errorMessage(error) };
}

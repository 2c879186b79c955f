import { ApiError } from '@speechdeck/core';
import { CommanderError } from 'commander';
import { z } from 'zod';
import { CliError } from './cli-error.ts';
import { EXIT_CODES, type ExitCode } from './exit-codes.ts';
import { printJson } from './output.ts';

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

/** Maps any failure to the exit code and message the user sees. */
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
  return { exitCode: EXIT_CODES.FAILURE, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The one way out on failure: a message on stderr, or `{"error": {...}}` on stdout with --json,
 * then the exit code. It sets process.exitCode instead of calling process.exit so that output
 * still being written to a pipe is never cut off.
 */
export function handleError(error: unknown, json: boolean): void {
  const { exitCode, alreadyShown, hint, ...detail } = describeError(error);
  process.exitCode = exitCode;
  if (exitCode === EXIT_CODES.OK) return;
  if (json) {
    printJson({ error: { code: exitCode, ...detail } });
    return;
  }
  if (alreadyShown) return;
  const lines = [`Error: ${detail.message}`, ...Object.entries(detail.fields ?? {}).map(([field, message]) => `  ${field}: ${message}`)];
  if (hint) lines.push(hint);
  process.stderr.write(`${lines.join('\n')}\n`);
}

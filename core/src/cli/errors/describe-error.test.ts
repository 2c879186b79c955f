import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { CliError } from './cli-error.ts';
import { describeError } from './describe-error.ts';
import { EXIT_CODES } from './exit-codes.ts';

describe('describeError', () => {
  it('maps host answers to exit codes by status', () => {
    expect(describeError(new ApiError(0, 'Cannot reach the host'))).toMatchObject({ exitCode: EXIT_CODES.UNREACHABLE });
    expect(describeError(new ApiError(401, 'Invalid e-mail or password.'))).toMatchObject({ exitCode: EXIT_CODES.AUTH, status: 401 });
    expect(describeError(new ApiError(403, 'Only an admin may do this.'))).toEqual({
      exitCode: EXIT_CODES.FORBIDDEN,
      status: 403,
      message: 'Forbidden: Only an admin may do this.',
    });
    expect(describeError(new ApiError(400, 'Weak password', { password: 'Too common.' }))).toEqual({
      exitCode: EXIT_CODES.FAILURE,
      status: 400,
      message: 'Weak password',
      fields: { password: 'Too common.' },
    });
  });

  it('treats option parsing and commander errors as usage errors, help and --version as success', () => {
    const zodError = z.object({ id: z.number() }).safeParse({ id: 'x' }).error!;
    expect(describeError(zodError)).toMatchObject({ exitCode: EXIT_CODES.USAGE, fields: { id: expect.any(String) } });
    expect(describeError(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).toEqual({
      exitCode: EXIT_CODES.USAGE,
      message: "unknown option '--x'",
      hint: 'Run with --help for usage.',
    });
    expect(describeError(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)')).exitCode).toBe(EXIT_CODES.OK);
    expect(describeError(new CommanderError(1, 'commander.help', '(outputHelp)'))).toMatchObject({ exitCode: EXIT_CODES.USAGE, alreadyShown: true });
  });

  it('keeps the exit code of its own errors and calls anything else a failure', () => {
    expect(describeError(new CliError(EXIT_CODES.AUTH, 'Not logged in: run speechdeck login'))).toEqual({
      exitCode: EXIT_CODES.AUTH,
      message: 'Not logged in: run speechdeck login',
    });
    expect(describeError(new Error('boom'))).toEqual({ exitCode: EXIT_CODES.FAILURE, message: 'boom' });
  });
});

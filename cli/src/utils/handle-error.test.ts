import { ApiError } from '@speechdeck/core';
import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './handle-error.ts';

describe('handleError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('prints to stderr, or a JSON error object to stdout with --json, and sets the exit code', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    handleError(new ApiError(403, 'Only an admin may do this.'), false);
    expect(process.exitCode).toBe(EXIT_CODES.FORBIDDEN);
    expect(stderr).toHaveBeenCalledWith('Error: Forbidden: Only an admin may do this.\n');
    expect(stdout).not.toHaveBeenCalled();

    stderr.mockClear();
    handleError(new CliError(EXIT_CODES.USAGE, 'Missing --email'), true);
    expect(process.exitCode).toBe(EXIT_CODES.USAGE);
    expect(stderr).not.toHaveBeenCalled();
    expect(JSON.parse(String(stdout.mock.calls[0]?.[0]))).toEqual({ error: { code: EXIT_CODES.USAGE, message: 'Missing --email' } });
  });
});

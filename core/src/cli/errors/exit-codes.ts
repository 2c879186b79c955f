/**
 * Every exit code of `speechdeck`, in one place so scripts can rely on them (cli/README.md lists
 * the same table).
 */
export const EXIT_CODES = {
  /** Everything worked. */
  OK: 0,
  /** The command failed, or a batch failed in part. */
  FAILURE: 1,
  /** Bad options or arguments, or input that cannot be asked for (no terminal). */
  USAGE: 2,
  /** Not logged in, session expired or revoked, or bad credentials (HTTP 401). */
  AUTH: 3,
  /** Logged in but not allowed (HTTP 403), e.g. a user calling an admin command. */
  FORBIDDEN: 4,
  /** The host could not be reached. */
  UNREACHABLE: 5,
  /** Stopped by Ctrl+C before every item of a batch was started (the shell's 128 + SIGINT). */
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

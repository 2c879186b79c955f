import { describeError, EXIT_CODES, printJson } from '@speechdeck/core/cli';

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

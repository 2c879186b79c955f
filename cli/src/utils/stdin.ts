import { CliError, EXIT_CODES } from '@speechdeck/core/cli';

/** Reads all of stdin; the value is the first line, so `echo pass |` and a file with a final newline both work. */
export async function readSecretFromStdin(what: string): Promise<string> {
  if (process.stdin.isTTY) {
    throw new CliError(EXIT_CODES.USAGE, `--password-stdin expects the ${what} piped in, not typed: leave the option out to be prompted.`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const value = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  if (!value) throw new CliError(EXIT_CODES.USAGE, `--password-stdin: no ${what} on stdin.`);
  return value;
}

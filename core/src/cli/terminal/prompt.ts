import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CliError } from '../errors/cli-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';

export interface AskOptions {
  /** Hide what is typed (passwords). */
  secret?: boolean;
  /** Names the option to use instead when there is no terminal to ask on. */
  option: string;
}

/** True when there is a person to ask: stdin is a terminal. */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY);
}

/**
 * Asks on the terminal, writing the question to stderr so stdout stays clean. For secrets the
 * readline output is muted after the question, so the typed characters are never echoed.
 */
export async function ask(question: string, { secret = false, option }: AskOptions): Promise<string> {
  if (!canPrompt()) throw new CliError(EXIT_CODES.USAGE, `Missing ${option} (stdin is not a terminal, so it cannot be asked for).`);
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const cancel = new AbortController();
  // Ctrl+C or Ctrl+D would otherwise leave the question pending and the process exiting 0.
  rl.on('SIGINT', () => cancel.abort());
  rl.on('close', () => cancel.abort());
  try {
    const answer = rl.question(question, { signal: cancel.signal });
    muted = secret;
    const value = await answer;
    if (secret) process.stderr.write('\n');
    // Passwords are taken as typed; spaces around other answers are slips.
    return secret ? value : value.trim();
  } catch (error) {
    if (cancel.signal.aborted) {
      process.stderr.write('\n'); // off the prompt's line
      throw new CliError(EXIT_CODES.FAILURE, 'Cancelled.');
    }
    throw error;
  } finally {
    rl.close();
  }
}

/** Asks until the answer is not empty. */
export async function askRequired(question: string, options: AskOptions): Promise<string> {
  for (;;) {
    const value = await ask(question, options);
    if (value) return value;
  }
}

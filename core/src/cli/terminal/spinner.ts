import ora, { type Ora } from 'ora';

/**
 * A spinner on stderr, silent when stderr is not a terminal or when --json is on, so stdout stays
 * clean for pipes and logs stay free of escape codes. Also silent on a terminal that reports zero
 * columns (a pseudo-terminal without a size, as `script` makes): ora divides by the width and
 * would clear lines forever.
 */
export function createSpinner(text: string, json: boolean): Ora {
  return ora({ text, stream: process.stderr, isSilent: json || !process.stderr.isTTY || !process.stderr.columns });
}

/** Runs `work` with a spinner showing `text`; the spinner stops either way and callers print the outcome. */
export async function withSpinner<T>(text: string, json: boolean, work: () => Promise<T>): Promise<T> {
  const spinner = createSpinner(text, json).start();
  try {
    return await work();
  } finally {
    spinner.stop();
  }
}

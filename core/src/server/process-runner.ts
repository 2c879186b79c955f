export interface RunProcessOptions {
  /** The program's name in error messages, e.g. 'ffmpeg'. */
  name: string;
  /** What to install when the program is missing, e.g. 'apt-get install ffmpeg'. */
  installHint: string;
  signal?: AbortSignal;
  /** Killed after this long (default 10 minutes). */
  timeoutMs?: number;
  /** Receives stdout line by line as it arrives; stdout is then not collected. */
  onStdoutLine?: (line: string) => void;
}

export interface ProcessResult {
  exitCode: number;
  /** Empty when onStdoutLine took the output. */
  stdout: string;
  /** The tail of stderr: enough for the error, bounded for chatty programs. */
  stderr: string;
}

import type { ChildProcessWithoutNullStreams } from 'node:child_process';

/** The host's way of running engine programs (pocketsphinx, espeak-ng, ...): no shell, bounded, abortable. */
export interface ProcessRunner {
  /**
   * Settles when the program exits, whatever its exit code: the caller knows what a failure of its
   * program means. Rejects only when it cannot run (missing: 503), runs too long (504), prints too
   * much, or the signal aborts; in those cases the child is killed.
   */
  run(command: string, args: readonly string[], options: RunProcessOptions): Promise<ProcessResult>;
  /**
   * A long-lived program the caller talks to through its pipes (a model loaded once and asked many
   * times), started without a shell and killed with the host. The caller kills it when done.
   */
  start(command: string, args: readonly string[], options?: { env?: NodeJS.ProcessEnv }): ChildProcessWithoutNullStreams;
  /** Whether a program can be run: an absolute path that is executable, or a name found on PATH. */
  isInstalled(command: string): boolean;
}

/** The lines of stderr that say what went wrong (its error lines, else its last lines), for an error's cause. */
export function stderrSummary(stderr: string, count = 3): string {
  const lines = stderr.trim().split('\n');
  const errors = lines.filter((line) => /error|fatal/i.test(line));
  return (errors.length > 0 ? errors : lines).slice(-count).join('\n');
}

import type { DescribedError } from '../errors/describe-error.ts';
import { EXIT_CODES, type ExitCode } from '../errors/exit-codes.ts';
import { onInterrupt } from './interrupt.ts';
import { runPool } from './pool.ts';
import { BatchProgress, progressMode } from './progress.ts';

/** How one item ended, as the batch needs it: its progress line, and the error when it failed. */
export interface ItemEnd {
  ok: boolean;
  line: string;
  error?: DescribedError;
}

export interface BatchRunOptions<T> {
  concurrency: number;
  json: boolean;
  /** How progress names an item. */
  name: (item: T) => string;
  /** Said on the first Ctrl+C: nothing new starts, the items in flight finish. */
  stopping: string;
  /** Runs on the second Ctrl+C, before exiting with 130: say what was left behind, clean up what can be. */
  quit: () => void | Promise<void>;
  /** Does one item; must not throw (one bad item never stops the others). `phase` shows what it is doing. */
  work: (item: T, phase: (text: string) => void) => Promise<ItemEnd>;
}

export interface BatchRun {
  /** Items started: the rest were left by a Ctrl+C or a fatal error. */
  started: number;
  interrupted: boolean;
  /** The error that stopped the batch: no host or no session, so every further item would fail the same way. */
  fatal?: DescribedError;
}

/**
 * Runs a batch's items on a worker pool with progress on stderr and Ctrl+C handling (the first
 * stops starting items, the second quits). The caller plans before (what is done already) and
 * reports after (a summary, then `batchExitCode`).
 */
export async function runBatchItems<T>(items: readonly T[], options: BatchRunOptions<T>): Promise<BatchRun> {
  const progress = new BatchProgress(items.length, progressMode(options.json));
  let interrupted = false;
  let fatal: DescribedError | undefined;
  const removeInterrupt = onInterrupt(
    () => {
      interrupted = true;
      progress.note(options.stopping);
    },
    () => {
      progress.stop();
      void Promise.resolve(options.quit()).finally(() => process.exit(EXIT_CODES.INTERRUPTED));
    },
  );
  try {
    const started = await runPool(
      items,
      options.concurrency,
      async (item) => {
        const name = options.name(item);
        progress.phase(name);
        const end = await options.work(item, (text) => progress.phase(name, text));
        if (end.error && isFatalToBatch(end.error)) fatal ??= end.error;
        progress.finish(name, end.ok, end.line);
      },
      () => interrupted || fatal !== undefined,
    );
    return { started, interrupted, ...(fatal ? { fatal } : {}) };
  } finally {
    progress.stop();
    removeInterrupt();
  }
}

/** Without a host or a session every further item would fail the same way. */
export function isFatalToBatch(error: DescribedError): boolean {
  return error.exitCode === EXIT_CODES.AUTH || error.exitCode === EXIT_CODES.UNREACHABLE;
}

/**
 * A batch's exit code: the fatal error's, else 130 when Ctrl+C left items unstarted, else 1 when
 * any item failed, else 0.
 */
export function batchExitCode({ fatal, interruptedEarly, failed }: { fatal?: DescribedError; interruptedEarly: boolean; failed: number }): ExitCode {
  if (fatal) return fatal.exitCode;
  if (interruptedEarly) return EXIT_CODES.INTERRUPTED;
  return failed ? EXIT_CODES.FAILURE : EXIT_CODES.OK;
}

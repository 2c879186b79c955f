import type { Logger } from './platform-services.ts';

/** Progress is written at most this often: the row is polled, not streamed. */
const PROGRESS_EVERY_MS = 500;

export interface ProgressWrites {
  /** For an engine's progress callback, which cannot wait: the write is queued behind the earlier ones, not awaited. */
  report(fraction: number): void;
  /**
   * Takes no more reports and resolves once the last write landed; never rejects. Await it before
   * the run's own last write (done, failed, queued again), so that no progress lands after it.
   */
  settle(): Promise<void>;
}

export interface ProgressWritesOptions {
  logger: Pick<Logger, 'warn'>;
  /** Called once, when a write answers false: the row was deleted mid-run, so the run can stop. */
  gone?: () => void;
  everyMs?: number;
}

/**
 * A run's progress, written in the order reported, at most one write per `everyMs`, without
 * holding up the engine that reports it (the store is async). A write that fails is logged and the
 * next ones go on: progress is a hint, not worth failing the run for.
 */
export function progressWrites(write: (fraction: number) => Promise<boolean | void>, { logger, gone, everyMs = PROGRESS_EVERY_MS }: ProgressWritesOptions): ProgressWrites {
  let chain = Promise.resolve();
  let lastWrite = -Infinity;
  let settling = false;
  let rowGone = false;
  const land = async (fraction: number) => {
    try {
      if ((await write(fraction)) === false && !rowGone) {
        rowGone = true;
        gone?.();
      }
    } catch (error) {
      logger.warn({ err: error }, 'a progress write failed; the run goes on');
    }
  };
  return {
    report(fraction) {
      const now = Date.now();
      // Once the row is gone, further writes would find nothing to write to.
      if (settling || rowGone || now - lastWrite < everyMs) return;
      lastWrite = now;
      chain = chain.then(() => land(fraction));
    },
    settle() {
      settling = true;
      return chain;
    },
  };
}

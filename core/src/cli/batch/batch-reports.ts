import { performance } from 'node:perf_hooks';
import type { DescribedError } from '../errors/describe-error.ts';
import { plural } from '../terminal/plural.ts';
import { printJsonLine, printNote } from '../terminal/output.ts';
import { formatClock } from '../terminal/time.ts';
import { batchExitCode, type BatchRun, type ItemEnd } from './batch-run.ts';

export type ItemStatus = 'ok' | 'skipped' | 'failed';

/** The last `--json` line of a batch. */
export interface BatchSummary {
  type: 'summary';
  total: number;
  ok: number;
  skipped: number;
  failed: number;
  /** Items a Ctrl+C or a fatal error left unstarted. */
  notStarted: number;
  /** Files of the input folders that are not of the batch's kind. */
  ignored: number;
  elapsedMs: number;
  /** The output folder, or the one output file. */
  out: string;
  interrupted?: true;
  error?: { code: number; message: string };
}

/** The plan a summary counts against. */
export interface BatchPlan {
  total: number;
  /** Items that were to run (not done before). */
  todo: number;
  ignored: number;
  out: string;
}

/** The words of a batch's end that differ by command. */
export interface BatchEndWords {
  /** What the ignored files are: 'other file', 'non-media file'. */
  ignored: string;
  /** Said after a Ctrl+C: how to resume. */
  interrupted: string;
  /** Said when every item was done before: what --force does. */
  allDone: string;
  /** Said instead of the table when the inputs held no item at all (`noInputsMessage`). */
  none?: string;
}

/**
 * A batch command's item reports, from its start: kept for the summary and, with --json, printed as
 * they come, one JSON value per line, so that stdout stays one value per line to the end.
 */
export class BatchReports<R extends { status: ItemStatus }> {
  private readonly reports: R[] = [];
  private readonly startedAt = performance.now();

  constructor(private readonly json: boolean) {}

  record(report: R): void {
    this.reports.push(report);
    if (this.json) printJsonLine(report);
  }

  /** Records a worked item's report and answers how it ended, for `runBatchItems`. */
  ended(report: R, line: string, error?: DescribedError): ItemEnd {
    this.record(report);
    return { ok: report.status === 'ok', line, ...(error ? { error } : {}) };
  }

  /** In the order they were recorded. */
  get all(): readonly R[] {
    return this.reports;
  }

  /** The reports in the order of the items (`keys`), not in the order they finished. */
  inOrder(keys: readonly string[], keyOf: (report: R) => string): R[] {
    const order = new Map(keys.map((key, index) => [key, index]));
    return [...this.reports].sort((a, b) => order.get(keyOf(a))! - order.get(keyOf(b))!);
  }

  /**
   * The batch's summary once it ran, with `extra` counts of the command's own: printed as the last
   * line with --json, and the exit code set (see `batchExitCode`), since the outcome is the summary,
   * not an error.
   */
  summarize<E extends object = object>(run: BatchRun, plan: BatchPlan, extra?: E): BatchSummary & E {
    const count = (status: ItemStatus) => this.reports.filter((report) => report.status === status).length;
    const notStarted = plan.todo - run.started;
    const summary = {
      type: 'summary' as const,
      total: plan.total,
      ok: count('ok'),
      skipped: count('skipped'),
      failed: count('failed'),
      notStarted,
      ignored: plan.ignored,
      ...(extra as E),
      elapsedMs: Math.round(performance.now() - this.startedAt),
      out: plan.out,
      ...(run.interrupted ? { interrupted: true as const } : {}),
      ...(run.fatal ? { error: { code: run.fatal.exitCode, message: run.fatal.message } } : {}),
    };
    process.exitCode = batchExitCode({ fatal: run.fatal, interruptedEarly: run.interrupted && notStarted > 0, failed: summary.failed });
    if (this.json) printJsonLine(summary);
    return summary;
  }
}

/** The end of a batch for people, on stderr: its table, the totals, and how it ended. */
export function printBatchEnd(summary: BatchSummary, table: readonly string[], words: BatchEndWords): void {
  const { ok, skipped, failed, notStarted, total, ignored, out } = summary;
  if (!total && words.none !== undefined) {
    printNote(words.none);
    return;
  }
  const totals = [`${ok} ok`, `${skipped} skipped`, `${failed} failed`, ...(notStarted ? [`${notStarted} not started`] : [])];
  const ignoredNote = ignored ? ` (${plural(ignored, words.ignored)} ignored)` : '';
  printNote(['', ...table, '', `${totals.join(', ')} of ${total} in ${formatClock(summary.elapsedMs / 1000)}; outputs in ${out}${ignoredNote}`].join('\n'));
  if (summary.error) printNote(`Error: ${summary.error.message}\nStopped. Run the same command again to resume.`);
  else if (summary.interrupted) printNote(words.interrupted);
  else if (skipped === total) printNote(words.allDone);
}

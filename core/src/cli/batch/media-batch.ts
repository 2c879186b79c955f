import { performance } from 'node:perf_hooks';
import type { DescribedError } from '../errors/describe-error.ts';
import { printNote } from '../terminal/output.ts';
import { plural } from '../terminal/plural.ts';
import { BatchReports, printBatchEnd } from './batch-reports.ts';
import { type BatchRun, runBatchItems } from './batch-run.ts';
import { collectInputs, hasExtension, type InputFile, MEDIA_EXTENSIONS, noInputsMessage } from './input-files.ts';
import { skippedFileReport, type MediaFileReport } from './media-file-report.ts';
import { type OutputPaths, type PlannedFile, planOutputs } from './outputs.ts';

/** The options every media batch command has. */
export interface MediaBatchOptions {
  inputs: readonly string[];
  out: string;
  force: boolean;
  concurrency: number;
  json: boolean;
}

/** How one file ended: a failure carries its error, whatever else an outcome holds. */
export type FileOutcome = { status: 'ok' } | { status: 'failed'; error: DescribedError };

/** What works on the files, made once the command is connected. */
export interface MediaFileWorker<F extends string, O extends FileOutcome> {
  /** Does one file; must not throw (one bad file never stops the others). `phase` shows what it is doing. */
  process: (planned: PlannedFile<F>, phase: (text: string) => void) => Promise<O>;
  /** Runs on the second Ctrl+C after saying how to resume: clean up what the files in flight left on the host. */
  cleanUp?: () => Promise<unknown>;
}

/** A media batch command's own parts; the flow and the words common to them are `runMediaBatch`'s. */
export interface MediaBatch<F extends string, O extends FileOutcome, R extends MediaFileReport> {
  formats: readonly F[];
  /**
   * Looks again at the files whose outputs exist (were they made for what is asked now?): the
   * stale ones are done again, after the others.
   */
  recheck?: (done: PlannedFile<F>[]) => Promise<{ done: PlannedFile<F>[]; stale: PlannedFile<F>[] }>;
  /** Connects to the host and answers what works on the files. */
  connect: () => Promise<MediaFileWorker<F, O>>;
  /**
   * The first words of the line said before the work starts, around `files`
   * (`3 files (2 done before, skipped)`): `Splitting ${files} into the left channel`.
   */
  starting: (files: string) => string;
  /** A worked file's report, from its outcome. */
  report: (file: InputFile, paths: OutputPaths<F>, outcome: O, elapsedMs: number) => R;
  /** A file's progress line. */
  line: (report: R) => string;
  /** The summary table's rows, skipped files among them. */
  table: (reports: readonly (MediaFileReport | R)[]) => string[];
  /** Said when every file was done before: what --force does. */
  allDone: string;
}

/**
 * A batch over media files, from the command line to its summary: collects the inputs, skips the
 * files whose outputs exist (so that running the same command again resumes), works on the rest
 * on a worker pool with progress on stderr and Ctrl+C handling, and reports. The outcome is the
 * summary, not an error: the exit code is set here (0 all done, 1 some failed, 130 interrupted,
 * 3/5 when the session or the host was lost mid-way) so that with --json stdout stays one JSON
 * value per line to the end.
 */
export async function runMediaBatch<F extends string, O extends FileOutcome, R extends MediaFileReport>(
  options: MediaBatchOptions,
  batch: MediaBatch<F, O, R>,
): Promise<void> {
  const reports = new BatchReports<MediaFileReport | R>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const planned = await planOutputs(files, { out: options.out, formats: batch.formats, force: options.force });
  const { done, stale } = batch.recheck ? await batch.recheck(planned.done) : { done: planned.done, stale: [] };
  const todo = [...planned.todo, ...stale];
  done.forEach((plan) => reports.record(skippedFileReport(plan.file, plan.paths)));

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const worker = await batch.connect();
    const skipped = done.length ? ` (${done.length} done before, skipped)` : '';
    say(`${batch.starting(`${plural(todo.length, 'file')}${skipped}`)}, ${options.concurrency} at a time; outputs in ${options.out}`);
    run = await runBatchItems(todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: async () => {
        say('Quit. Run the same command again to resume: files with all their outputs are skipped.');
        await worker.cleanUp?.();
      },
      work: async (item, phase) => {
        const start = performance.now();
        const outcome = await worker.process(item, phase);
        const report = batch.report(item.file, item.paths, outcome, performance.now() - start);
        return reports.ended(report, batch.line(report), outcome.status === 'failed' ? outcome.error : undefined);
      },
    });
  }

  const summary = reports.summarize(run, { total: files.length, todo: todo.length, ignored, out: options.out });
  if (options.json) return;
  printBatchEnd(summary, batch.table(reports.inOrder(files.map((file) => file.shown), (report) => report.file)), {
    none: noInputsMessage('media files', options.inputs, ignored),
    ignored: 'non-media file',
    interrupted: 'Interrupted. Run the same command again to resume: files with all their outputs are skipped.',
    allDone: batch.allDone,
  });
}

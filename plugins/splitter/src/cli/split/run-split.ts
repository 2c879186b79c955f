import { performance } from 'node:perf_hooks';
import {
  BatchReports, type BatchRun, collectInputs, connectSession, hasExtension, MEDIA_EXTENSIONS, noInputsMessage, planOutputs, plural, printBatchEnd, printNote, runBatchItems,
} from '@speechdeck/core/cli';
import { splitFile } from './split-file.ts';
import { sideFormat, type SplitOptions } from './split-options.ts';
import { outcomeReport, reportLine, skippedReport, summaryTable, type SplitReport } from './split-report.ts';

/**
 * `speechdeck split`: plans the batch (walk, skip files whose outputs exist), splits on a worker
 * pool with progress on stderr, and reports. The exit code is set here (0 all done, 1 some failed,
 * 130 interrupted, 3/5 when the session or the host was lost mid-way) so that with --json stdout
 * stays one JSON value per line to the end.
 */
export async function runSplit(options: SplitOptions): Promise<void> {
  const reports = new BatchReports<SplitReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const { done, todo } = await planOutputs(files, { out: options.out, formats: options.channel.map(sideFormat), force: options.force });
  done.forEach((plan) => reports.record(skippedReport(plan.file, plan.paths)));
  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const { host } = await connectSession({ json: options.json });
    const sides = options.channel.join(' and ');
    say(`Splitting ${plural(todo.length, 'file')}${reports.all.length ? ` (${reports.all.length} done before, skipped)` : ''} into the ${sides} channel${options.channel.length > 1 ? 's' : ''}, ${options.concurrency} at a time; outputs in ${options.out}`);
    run = await runBatchItems(todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: () => say('Quit. Run the same command again to resume: files with all their outputs are skipped.'),
      work: async ({ file, paths }, phase) => {
        const start = performance.now();
        const outcome = await splitFile(host, file, options.channel, paths, phase);
        const report = outcomeReport(file, paths, outcome, performance.now() - start);
        return reports.ended(report, reportLine(report), outcome.status === 'failed' ? outcome.error : undefined);
      },
    });
  }
  const summary = reports.summarize(run, { total: files.length, todo: todo.length, ignored, out: options.out });
  if (options.json) return;
  printBatchEnd(summary, summaryTable(reports.inOrder(files.map((file) => file.shown), (report) => report.file)), {
    none: noInputsMessage('media files', options.inputs, ignored),
    ignored: 'non-media file',
    interrupted: 'Interrupted. Run the same command again to resume: files with all their outputs are skipped.',
    allDone: 'Every file was split before; --force splits them again.',
  });
}

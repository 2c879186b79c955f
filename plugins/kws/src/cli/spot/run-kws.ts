import { performance } from 'node:perf_hooks';
import {
  BatchReports, collectInputs, connectSession, hasExtension, MEDIA_EXTENSIONS, noInputsMessage, planOutputs, plural, printBatchEnd, printNote, runBatchItems,
  type BatchRun,
} from '@speechdeck/core/cli';
import { createKwsClient } from '../../index.ts';
import type { KwsOptions } from './kws-options.ts';
import { spotFile } from './spot-file.ts';
import { outputFormats, stillDone, type SpotAsked } from './spot-outputs.ts';
import { outcomeReport, reportLine, skippedReport, summaryTable, type KwsReport } from './spot-report.ts';

/**
 * `speechdeck kws`: plans the batch (walk, skip files whose outputs exist for the same keywords),
 * runs it on a worker pool with progress on stderr and reports, like recognize and diarize. The
 * outcome is the summary, not an error: the exit code is set here (0 all done, 1 some failed, 130
 * interrupted, 3/5 when the session or the host was lost mid-way), so that with --json stdout
 * stays one JSON value per line to the end.
 */
export async function runKws(options: KwsOptions): Promise<void> {
  const reports = new BatchReports<KwsReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const asked: SpotAsked = { keywords: options.keywords, language: options.language };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const planned = await planOutputs(files, { out: options.out, formats: outputFormats(options.format), force: options.force });
  const { done, stale } = await stillDone(planned.done, asked);
  const todo = [...planned.todo, ...stale];
  done.forEach((plan) => reports.record(skippedReport(plan.file, plan.paths)));

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const { host } = await connectSession({ json: options.json });
    const kws = createKwsClient(host.http);
    const words = options.keywords.map((k) => k.keyword).join(', ');
    say(`Spotting ${plural(options.keywords.length, 'keyword')} (${words}) in ${plural(todo.length, 'file')}${done.length ? ` (${done.length} done before, skipped)` : ''}, ${options.concurrency} at a time; outputs in ${options.out}`);
    run = await runBatchItems(todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: () => say('Quit. Run the same command again to resume: files with all their outputs are skipped.'),
      work: async ({ file, paths }, phase) => {
        const start = performance.now();
        const outcome = await spotFile(kws, file, paths, asked, phase);
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
    allDone: 'Every file was done before for these keywords; --force spots them again.',
  });
}

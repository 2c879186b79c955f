import { performance } from 'node:perf_hooks';
import { BatchReports, type BatchRun, connectSession, noInputsMessage, planOutputs, plural, printBatchEnd, printNote, runBatchItems } from '@speechdeck/core/cli';
import { createSvClient } from '../../index.ts';
import { collectMedia } from '../shared/media-inputs.ts';
import { type DiarizeContext, diarizeFile } from './diarize-file.ts';
import type { DiarizeOptions } from './diarize-options.ts';
import { type DiarizeReport, outcomeReport, reportLine, skippedReport, summaryTable } from './diarize-report.ts';

/** How long a second Ctrl+C waits for the analyses in flight to be deleted before quitting anyway. */
const QUIT_CLEANUP_MS = 3000;

/**
 * `speechdeck diarize`: plans the batch (walk, skip files whose outputs exist), runs it on a
 * worker pool and reports, like recognize. The outcome is the summary, not an error: the exit code
 * is set here (0 all done, 1 some failed, 130 interrupted, 3/5 when the session or the host was
 * lost mid-way) so that with --json stdout stays one JSON value per line to the end.
 */
export async function runDiarize(options: DiarizeOptions): Promise<void> {
  const reports = new BatchReports<DiarizeReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const what = options.track ? 'Tracking' : 'Diarizing';
  const { files, ignored } = await collectMedia(options.inputs, options.out);
  const { done, todo } = await planOutputs(files, { out: options.out, formats: options.format, force: options.force });
  done.forEach((plan) => reports.record(skippedReport(plan.file, plan.paths)));

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const { host } = await connectSession({ json: options.json });
    const count = options.speakers === undefined ? 'the speaker count estimated' : plural(options.speakers, 'speaker');
    say(`${what} ${plural(todo.length, 'file')}${reports.all.length ? ` (${reports.all.length} done before, skipped)` : ''}, ${count}, ${options.concurrency} at a time; outputs in ${options.out}`);

    const context: DiarizeContext = {
      sv: createSvClient(host.http),
      track: options.track,
      ...(options.speakers === undefined ? {} : { speakers: options.speakers }),
      keep: options.keep,
      inFlight: new Set(),
    };
    run = await runBatchItems(todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: async () => {
        say('Quit. Run the same command again to resume: files with all their outputs are skipped.');
        if (context.keep || !context.inFlight.size) return;
        const deletions = Promise.allSettled([...context.inFlight].map((id) => context.sv.deleteAnalysis(id)));
        await Promise.race([deletions, new Promise((resolve) => setTimeout(resolve, QUIT_CLEANUP_MS))]);
      },
      work: async ({ file, paths }, phase) => {
        const start = performance.now();
        const outcome = await diarizeFile(file, paths, context, phase);
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
    allDone: `Every file was done before; --force ${options.track ? 'tracks' : 'diarizes'} them again.`,
  });
}

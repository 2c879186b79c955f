import { performance } from 'node:perf_hooks';
import {
  BatchReports,
  type BatchRun,
  collectInputs,
  connectSession,
  hasExtension,
  MEDIA_EXTENSIONS,
  noInputsMessage,
  planOutputs,
  plural,
  printBatchEnd,
  printNote,
  runBatchItems,
} from '@speechdeck/core/cli';
import { createSttClient } from '../../index.ts';
import { recognizeFile } from './recognize-file.ts';
import { recognitionSettings, type RecognizeOptions } from './recognize-options.ts';
import { type FileReport, outcomeReport, reportLine, skippedReport, summaryTable } from './report.ts';

/**
 * Files uploaded ahead of the `--concurrency` ones: a job queued on the host starts the moment one
 * finishes there, so the host never waits for the next upload or for the CLI to poll and save
 * (about 10% of the time of a short clip, measured on the LibriVox clips).
 */
const UPLOAD_AHEAD = 1;

/**
 * `speechdeck recognize`: plans the batch (walk, skip what is done), runs it on a worker pool and
 * reports. The outcome is the summary, not an error: the exit code is set here (0 all done, 1 some
 * failed, 130 interrupted, 3/5 when the session or the host was lost mid-way) so that with --json
 * stdout stays one JSON value per line to the end.
 */
export async function runRecognizeBatch(options: RecognizeOptions): Promise<void> {
  const reports = new BatchReports<FileReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const { done, todo } = await planOutputs(files, { out: options.out, formats: options.format, force: options.force });
  done.forEach((plan) => reports.record(skippedReport(plan.file, plan.paths)));

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    // Also gives the user id the job ids are made of.
    const { host, me } = await connectSession({ json: options.json });
    say(`Recognizing ${plural(todo.length, 'file')}${reports.all.length ? ` (${reports.all.length} done before, skipped)` : ''}, ${options.concurrency} at a time and ${UPLOAD_AHEAD} uploaded ahead; outputs in ${options.out}`);

    const context = { stt: createSttClient(host.http), settings: recognitionSettings(options), userId: me.id, force: options.force };
    run = await runBatchItems(todo, {
      concurrency: options.concurrency + UPLOAD_AHEAD,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: () => say('Quit. Jobs already sent keep running on the host: run the same command again to pick them up without uploading again.'),
      work: async ({ file, paths }, phase) => {
        const fileStart = performance.now();
        const outcome = await recognizeFile(file, paths, context, phase);
        const report = outcomeReport(file, paths, outcome, performance.now() - fileStart);
        return reports.ended(report, reportLine(report), outcome.status === 'failed' ? outcome.error : undefined);
      },
    });
  }

  const uploaded = reports.all.filter((report) => report.uploaded).length;
  const summary = reports.summarize(run, { total: files.length, todo: todo.length, ignored, out: options.out }, { uploaded });
  if (options.json) return;
  printBatchEnd(summary, summaryTable(reports.inOrder(files.map((file) => file.shown), (report) => report.file)), {
    none: noInputsMessage('media files', options.inputs, ignored),
    ignored: 'non-media file',
    interrupted: 'Interrupted. Run the same command again to resume: done files are skipped, jobs on the host are picked up.',
    allDone: 'Every file was done before; --force recognizes them again.',
  });
}

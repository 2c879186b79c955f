import { performance } from 'node:perf_hooks';
import {
  batchExitCode,
  type BatchRun,
  collectInputs,
  connectHost,
  formatClock,
  hasExtension,
  outputPaths,
  outputsDone,
  plural,
  printJsonLine,
  printNote,
  runBatchItems,
} from '@speechdeck/core/cli';
import { createSttClient } from '../../index.ts';
import { recognizeFile } from './recognize-file.ts';
import { MEDIA_EXTENSIONS, recognitionSettings, type RecognizeOptions } from './recognize-options.ts';
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
  const startedAt = performance.now();
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const plans = await Promise.all(
    files.map(async (file) => {
      const paths = outputPaths(options.out, file, options.format);
      return { file, paths, done: !options.force && (await outputsDone(paths, file)) };
    }),
  );

  const reports: FileReport[] = [];
  const record = (report: FileReport) => {
    reports.push(report);
    if (options.json) printJsonLine(report);
  };
  plans.filter((plan) => plan.done).forEach((plan) => record(skippedReport(plan.file, plan.paths)));
  const todo = plans.filter((plan) => !plan.done);

  let run: BatchRun = { started: 0, interrupted: false };
  if (todo.length) {
    const host = connectHost({ json: options.json });
    host.requireLogin();
    // Fails early (not logged in, host down) and gives the user id the job ids are made of.
    const me = await host.request('Checking the session', () => host.accounts.me());
    say(`Recognizing ${plural(todo.length, 'file')}${reports.length ? ` (${reports.length} done before, skipped)` : ''}, ${options.concurrency} at a time and ${UPLOAD_AHEAD} uploaded ahead; outputs in ${options.out}`);

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
        record(report);
        return { ok: report.status === 'ok', line: reportLine(report), ...(outcome.status === 'failed' ? { error: outcome.error } : {}) };
      },
    });
  }
  const { fatal, interrupted } = run;

  const count = (status: FileReport['status']) => reports.filter((report) => report.status === status).length;
  const notStarted = todo.length - run.started;
  const summary = {
    type: 'summary',
    total: files.length,
    ok: count('ok'),
    skipped: count('skipped'),
    failed: count('failed'),
    notStarted,
    ignored,
    uploaded: reports.filter((report) => report.uploaded).length,
    elapsedMs: Math.round(performance.now() - startedAt),
    out: options.out,
    ...(interrupted ? { interrupted } : {}),
    ...(fatal ? { error: { code: fatal.exitCode, message: fatal.message } } : {}),
  };
  process.exitCode = batchExitCode({ fatal, interruptedEarly: interrupted && notStarted > 0, failed: summary.failed });
  if (options.json) {
    printJsonLine(summary);
    return;
  }
  if (!files.length) {
    say(`No media files in ${options.inputs.join(', ')}${ignored ? ` (${plural(ignored, 'other file')} ignored)` : ''}.`);
    return;
  }
  const order = new Map(files.map((file, index) => [file.shown, index]));
  const rows = [...reports].sort((a, b) => order.get(a.file)! - order.get(b.file)!);
  const totals = [`${summary.ok} ok`, `${summary.skipped} skipped`, `${summary.failed} failed`, ...(notStarted ? [`${notStarted} not started`] : [])];
  say(['', ...summaryTable(rows), '', `${totals.join(', ')} of ${files.length} in ${formatClock(summary.elapsedMs / 1000)}; outputs in ${options.out}${ignored ? ` (${plural(ignored, 'non-media file')} ignored)` : ''}`].join('\n'));
  if (fatal) say(`Error: ${fatal.message}\nStopped. Run the same command again to resume.`);
  else if (summary.interrupted) say('Interrupted. Run the same command again to resume: done files are skipped, jobs on the host are picked up.');
  else if (!todo.length) say('Every file was done before; --force recognizes them again.');
}

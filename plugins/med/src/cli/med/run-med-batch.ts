import { performance } from 'node:perf_hooks';
import {
  BatchReports, type BatchRun, collectInputs, connectSession, hasExtension, MEDIA_EXTENSIONS, noInputsMessage, planOutputs, plural, printBatchEnd, printNote, runBatchItems,
} from '@speechdeck/core/cli';
import { createSttClient } from '@speechdeck/plugin-stt';
import { createMedClient } from '../../index.ts';
import { medFile } from './med-file.ts';
import { outputFormat, type MedOptions } from './med-options.ts';
import { type MedReport, outcomeReport, reportLine, skippedReport, summaryTable } from './med-report.ts';

/**
 * `speechdeck med`: plans the batch (walk, skip what is done), runs it on a worker pool and
 * reports. The exit code is set here (0 all done, 1 some failed, 130 interrupted, 3/5 when the
 * session or the host was lost mid-way), so that with --json stdout stays one JSON value a line.
 */
export async function runMedBatch(options: MedOptions): Promise<void> {
  const reports = new BatchReports<MedReport>(options.json);
  const say = (line: string) => {
    if (!options.json) printNote(line);
  };
  const { files, ignored } = await collectInputs(options.inputs, { keep: hasExtension(MEDIA_EXTENSIONS), skipDir: options.out });
  const named = await planOutputs(files, { out: options.out, formats: options.format.map(outputFormat), force: options.force });
  // Outputs are planned under their file names (a.wav.med.json), kept by format.
  const byFormat = (paths: Partial<Record<string, string>>) => Object.fromEntries(options.format.map((format) => [format, paths[outputFormat(format)]!]));
  named.done.forEach((plan) => reports.record(skippedReport(plan.file, byFormat(plan.paths))));

  let run: BatchRun = { started: 0, interrupted: false };
  if (named.todo.length) {
    const { host, me } = await connectSession({ json: options.json });
    say(`Recognizing medical terms in ${plural(named.todo.length, 'file')}${reports.all.length ? ` (${reports.all.length} done before, skipped)` : ''}, ${options.concurrency} at a time; outputs in ${options.out}`);
    const context = { med: createMedClient(host.http), stt: createSttClient(host.http), language: options.language, userId: me.id, force: options.force };
    run = await runBatchItems(named.todo, {
      concurrency: options.concurrency,
      json: options.json,
      name: ({ file }) => file.shown,
      stopping: 'Stopping: the files in progress finish first (Ctrl+C again to quit now). Run the same command again to resume.',
      quit: () => say('Quit. Jobs already sent keep running on the host: run the same command again to pick them up without uploading again.'),
      work: async ({ file, paths }, phase) => {
        const start = performance.now();
        const outcome = await medFile(file, byFormat(paths), context, phase);
        const report = outcomeReport(file, byFormat(paths), outcome, performance.now() - start);
        return reports.ended(report, reportLine(report), outcome.status === 'failed' ? outcome.error : undefined);
      },
    });
  }

  const summary = reports.summarize(run, { total: files.length, todo: named.todo.length, ignored, out: options.out }, { uploaded: reports.all.filter((r) => r.uploaded).length });
  if (options.json) return;
  printBatchEnd(summary, summaryTable(reports.inOrder(files.map((file) => file.shown), (report) => report.file)), {
    none: noInputsMessage('media files', options.inputs, ignored),
    ignored: 'non-media file',
    interrupted: 'Interrupted. Run the same command again to resume: done files are skipped, jobs on the host are picked up.',
    allDone: 'Every file was done before; --force recognizes them again.',
  });
}

import { performance } from 'node:perf_hooks';
import { BatchReports, type BatchSummary, connectSession, type DescribedError, type InputFile, type ItemStatus, runBatchItems } from '@speechdeck/core/cli';
import { createSvClient, type SvClient } from '../../index.ts';
import { someMedia } from '../shared/media-inputs.ts';

export interface AnswerFilesOptions<O, R, E> {
  inputs: readonly string[];
  json: boolean;
  concurrency: number;
  /** Said on the first Ctrl+C. */
  stopping: string;
  /** Said on the second Ctrl+C, before quitting. */
  quit: () => void;
  /** The host's answer for one file; never throws, so one bad file never stops the others. */
  answer: (sv: SvClient, file: InputFile, phase: (text: string) => void) => Promise<O>;
  report: (file: InputFile, outcome: O, elapsedMs: number) => R;
  line: (report: R) => string;
  /** The command's own fields of the summary, once every file is answered. */
  summaryExtra?: () => E;
}

/**
 * The batch of enroll and identify, whose answers are the result (they write no files): the media
 * files of the inputs (none is a usage error), the session checked, then each file answered on a
 * worker pool and reported as it ends; then the summary, which sets the exit code.
 */
export async function answerFiles<O extends { status: 'ok' } | { status: 'failed'; error: DescribedError }, R extends { status: ItemStatus }, E extends object = object>(
  options: AnswerFilesOptions<O, R, E>,
): Promise<{ files: InputFile[]; ignored: number; reports: BatchReports<R>; summary: BatchSummary & E }> {
  const { files, ignored } = await someMedia(options.inputs);
  const { host } = await connectSession({ json: options.json });
  const sv = createSvClient(host.http);
  const reports = new BatchReports<R>(options.json);
  const run = await runBatchItems(files, {
    concurrency: options.concurrency,
    json: options.json,
    name: (file) => file.shown,
    stopping: options.stopping,
    quit: options.quit,
    work: async (file, phase) => {
      const start = performance.now();
      const outcome = await options.answer(sv, file, phase);
      const report = options.report(file, outcome, performance.now() - start);
      return reports.ended(report, options.line(report), outcome.status === 'failed' ? outcome.error : undefined);
    },
  });
  // Nothing is written to files: '-' as the output, the answers are on stdout.
  const summary = reports.summarize(run, { total: files.length, todo: files.length, ignored, out: '-' }, options.summaryExtra?.());
  return { files, ignored, reports, summary };
}

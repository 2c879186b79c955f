import { randomUUID } from 'node:crypto';
import { describeError, formatClock, type InputFile, plural, printLines, printNote } from '@speechdeck/core/cli';
import { type SvClient, UNKNOWN_SPEAKER } from '../../index.ts';
import { uploadForm } from '../shared/upload-form.ts';
import { answerFiles } from './answer-files.ts';
import { answersTable, identifyLine, type IdentifyOutcome, identifyReport, score } from './identify-report.ts';
import type { IdentifyOptions } from './speakers-options.ts';

/**
 * `speechdeck speakers identify <files|folders...>`: who speaks in each file, among the user's
 * enrolled speakers, a few files at a time with progress on stderr. The answers are the result, so
 * they go to stdout: a table, or with --json a line per file and the summary. A bad file never
 * stops the others; the exit code is set here as for the other batches (0, 1 some failed, 130, 3/5).
 */
export async function runIdentify(options: IdentifyOptions): Promise<void> {
  const { files, ignored, reports, summary } = await answerFiles({
    inputs: options.inputs,
    json: options.json,
    concurrency: options.concurrency,
    stopping: 'Stopping: the files in progress are answered first (Ctrl+C again to quit now).',
    quit: () => undefined,
    answer: identifyFile,
    report: identifyReport,
    line: identifyLine,
  });
  if (options.json) return;
  const answered = reports.inOrder(files.map((file) => file.shown), (report) => report.file);
  printLines(...answersTable(answered));
  const unknown = answered.filter((report) => report.spk === UNKNOWN_SPEAKER).length;
  const threshold = answered.find((report) => report.threshold !== undefined)?.threshold;
  printNote(
    [
      '',
      `${summary.ok} identified (${unknown} ${UNKNOWN_SPEAKER}), ${summary.failed} failed${summary.notStarted ? `, ${summary.notStarted} not started` : ''} of ${plural(files.length, 'file')} in ${formatClock(summary.elapsedMs / 1000)}`,
      ...(threshold === undefined ? [] : [`A name is given from a score of ${score(threshold)}; below it the answer is '${UNKNOWN_SPEAKER}'.`]),
      ...(ignored ? [`${plural(ignored, 'non-media file')} ignored.`] : []),
      ...(summary.error ? [`Error: ${summary.error.message}`] : []),
    ].join('\n'),
  );
}

/**
 * The text answer of POST /api/sv/recognize, then the full answer (scores) under the id the CLI
 * chose for it; never throws, so one bad file never stops the others.
 */
async function identifyFile(sv: SvClient, file: InputFile, phase: (text: string) => void): Promise<IdentifyOutcome> {
  try {
    const id = `cli-${randomUUID()}`;
    phase('identifying');
    const answer = (await sv.recognize(await uploadForm(file), { id })).trim();
    const identification = await sv.identification(id);
    return { status: 'ok', answer, identification };
  } catch (error) {
    return { status: 'failed', error: describeError(error) };
  }
}

import { describeError, EXIT_CODES, followJob, formatClock, type InputFile, plural, printLines, printNote } from '@speechdeck/core/cli';
import type { EnrolledSpeaker, SvClient } from '../../index.ts';
import { uploadForm } from '../shared/upload-form.ts';
import { answerFiles } from './answer-files.ts';
import { clipLine, type ClipOutcome, clipReport, clipsTable } from './enroll-report.ts';
import type { EnrollOptions } from './speakers-options.ts';
import { voiceprintLine } from './speakers-table.ts';

/**
 * `speechdeck speakers enroll <name> <files...>`: each file becomes a clip of the speaker's
 * voiceprint, one after another (every clip changes the same voiceprint, and the host's answer for
 * the last one is the voiceprint after all of them). A bad clip never stops the others; like the
 * batch commands, the exit code is set here (0 all enrolled, 1 some failed, 130, 3/5) and --json
 * prints a line per clip, then the summary with the voiceprint.
 */
export async function runEnroll(options: EnrollOptions): Promise<void> {
  // The voiceprint as the last enrolled clip left it (failed clips change nothing).
  const last: { speaker: EnrolledSpeaker | null } = { speaker: null };
  const { files, reports, summary } = await answerFiles({
    inputs: options.inputs,
    json: options.json,
    concurrency: 1,
    stopping: 'Stopping: the clip in progress is enrolled first (Ctrl+C again to quit now).',
    quit: () => {
      if (!options.json) printNote(`Quit. A clip already sent is still enrolled on the host: speechdeck speakers list shows ${options.name}'s voiceprint.`);
    },
    answer: async (sv, file, phase) => {
      const outcome = await enrollClip(sv, options.name, file, phase);
      if (outcome.status === 'ok') last.speaker = outcome.enrollment.result.speaker;
      return outcome;
    },
    report: clipReport,
    line: clipLine,
    summaryExtra: () => ({ spk: options.name, speaker: last.speaker }),
  });
  if (options.json) return;
  const totals = `${summary.ok} enrolled, ${summary.failed} failed${summary.notStarted ? `, ${summary.notStarted} not started` : ''} of ${plural(files.length, 'clip')} in ${formatClock(summary.elapsedMs / 1000)}`;
  printNote(['', ...clipsTable(reports.all), '', totals].join('\n'));
  if (summary.error) printNote(`Error: ${summary.error.message}`);
  if (last.speaker) printLines(voiceprintLine(last.speaker));
  else printNote(`Nothing was enrolled for ${options.name}.`);
}

/** Uploads one clip and waits for its enrollment; never throws, so one bad clip never stops the others. */
async function enrollClip(sv: SvClient, spk: string, file: InputFile, phase: (text: string) => void): Promise<ClipOutcome> {
  let enrollmentId: string | undefined;
  try {
    phase('uploading');
    ({ id: enrollmentId } = await sv.enroll(await uploadForm(file), { spk }));
    const enrollment = await followJob(() => sv.enrollment(enrollmentId!), phase);
    const { result } = enrollment;
    if (enrollment.status === 'failed' || !result) {
      return { status: 'failed', enrollmentId, error: { exitCode: EXIT_CODES.FAILURE, message: enrollment.error ?? 'The enrollment failed on the host.' } };
    }
    return { status: 'ok', enrollment: { ...enrollment, result } };
  } catch (error) {
    return { status: 'failed', error: describeError(error), ...(enrollmentId ? { enrollmentId } : {}) };
  }
}

import { failedFileReport, formatClock, formatTable, type InputFile, type MediaFileReport, okFileReport, type OutputPaths, plural } from '@speechdeck/core/cli';
import type { AnalysisKind, SpeakerAnalysis } from '../../index.ts';
import type { DiarizeOutcome } from './diarize-file.ts';
import type { AnalysisFormat } from './diarize-options.ts';

/** One file's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface DiarizeReport extends MediaFileReport {
  kind?: AnalysisKind;
  /** The analysis on the host; there only when `kept` (--keep, or deleting it failed). */
  analysisId?: string;
  kept?: boolean;
  /** Seconds of audio. */
  duration?: number;
  /** Speaking time per speaker, and for tracked ones the enrolled name's score. */
  speakers?: SpeakerAnalysis['speakers'];
  turns?: number;
}

export function outcomeReport(file: InputFile, paths: OutputPaths<AnalysisFormat>, outcome: DiarizeOutcome, elapsedMs: number): DiarizeReport {
  if (outcome.status === 'failed') {
    const { error, analysisId, kept } = outcome;
    return failedFileReport(file, error, elapsedMs, analysisId && kept ? { analysisId, kept } : {});
  }
  const { analysis, kept } = outcome;
  return okFileReport(file, paths, elapsedMs, {
    kind: analysis.kind,
    ...(kept ? { analysisId: analysis.id } : {}),
    kept,
    duration: analysis.duration,
    speakers: analysis.speakers,
    turns: analysis.segments.length,
  });
}

/** `ok      calls/a.wav  01:02 audio, 2 speakers (S1 00:40, S2 00:22), 14 turns · 5.1 s` */
export function reportLine(report: DiarizeReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.file} (outputs exist)`;
  const speakers = report.speakers ?? [];
  const times = speakers.map((speaker) => `${speaker.spk} ${formatClock(speaker.seconds)}`).join(', ');
  return `${status} ${report.file}  ${formatClock(report.duration ?? 0)} audio, ${plural(speakers.length, 'speaker')}${times ? ` (${times})` : ''}, ${plural(report.turns ?? 0, 'turn')} · ${seconds(report.elapsedMs)}`;
}

export function summaryTable(reports: readonly DiarizeReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'AUDIO', 'SPEAKERS', 'TURNS', 'TOOK', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.duration === undefined ? '' : formatClock(report.duration),
      report.speakers?.map((speaker) => speaker.spk).join(', '),
      report.turns,
      report.elapsedMs === undefined ? '' : seconds(report.elapsedMs),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

function seconds(ms: number | undefined): string {
  return `${((ms ?? 0) / 1000).toFixed(1)} s`;
}

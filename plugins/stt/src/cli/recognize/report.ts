import { formatClock, formatTable, type InputFile, type OutputPaths, plural } from '@speechdeck/core/cli';
import { speakersOf } from '@speechdeck/plugin-workspace/cli';
import type { ExportFormat } from '../../index.ts';
import type { FileOutcome } from './recognize-file.ts';

/** One file's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface FileReport {
  type: 'file';
  file: string;
  status: 'ok' | 'skipped' | 'failed';
  outputs: string[];
  processId?: string;
  /** False when a job already on the host was picked up (a rerun after an interruption). */
  uploaded?: boolean;
  /** Seconds of audio. */
  duration?: number;
  segments?: number;
  words?: number;
  speakers?: string[];
  notes?: string[];
  elapsedMs?: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (415 not media, 422 language, ...). */
  httpStatus?: number;
}

export function skippedReport(file: InputFile, paths: OutputPaths<ExportFormat>): FileReport {
  return { type: 'file', file: file.shown, status: 'skipped', outputs: Object.values(paths) };
}

export function outcomeReport(file: InputFile, paths: OutputPaths<ExportFormat>, outcome: FileOutcome, elapsedMs: number): FileReport {
  const base = { type: 'file', file: file.shown } as const;
  if (outcome.status === 'failed') {
    const { error, processId } = outcome;
    return { ...base, status: 'failed', outputs: [], elapsedMs: Math.round(elapsedMs), ...(processId ? { processId } : {}), error: error.message, ...(error.status ? { httpStatus: error.status } : {}) };
  }
  const { result, uploaded } = outcome;
  return {
    ...base,
    status: 'ok',
    outputs: Object.values(paths),
    processId: result.processId,
    uploaded,
    duration: result.duration,
    segments: result.segments.length,
    words: result.segments.reduce((sum, segment) => sum + segment.words.length, 0),
    speakers: speakersOf(result.segments),
    notes: result.notes,
    elapsedMs: Math.round(elapsedMs),
  };
}

/** `ok      calls/a.wav  00:03 audio, 2 segments, 9 words · 5.1 s` */
export function reportLine(report: FileReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.file} (outputs exist)`;
  return `${status} ${report.file}  ${formatClock(report.duration ?? 0)} audio, ${plural(report.segments ?? 0, 'segment')}, ${plural(report.words ?? 0, 'word')} · ${seconds(report.elapsedMs)}`;
}

export function summaryTable(reports: readonly FileReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'AUDIO', 'SEGMENTS', 'WORDS', 'SPEAKERS', 'TOOK', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.duration === undefined ? '' : formatClock(report.duration),
      report.segments,
      report.words,
      report.speakers?.length || '',
      report.elapsedMs === undefined ? '' : seconds(report.elapsedMs),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

function seconds(ms: number | undefined): string {
  return `${((ms ?? 0) / 1000).toFixed(1)} s`;
}

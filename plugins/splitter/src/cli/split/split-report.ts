import { failedFileReport, formatClock, formatTable, type InputFile, type MediaFileReport, okFileReport, type OutputPaths } from '@speechdeck/core/cli';
import type { SplitOutcome } from './split-file.ts';
import type { SideFormat } from './split-options.ts';

/** One file's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface SplitReport extends MediaFileReport {
  /** Of the channels written, as their WAV headers say. */
  sampleRate?: number;
  /** Seconds. */
  duration?: number;
  /** Bytes written, every channel together. */
  bytes?: number;
}

export function outcomeReport(file: InputFile, paths: OutputPaths<SideFormat>, outcome: SplitOutcome, elapsedMs: number): SplitReport {
  if (outcome.status === 'failed') return failedFileReport(file, outcome.error, elapsedMs);
  return okFileReport(file, paths, elapsedMs, {
    ...(outcome.facts ? { sampleRate: outcome.facts.sampleRate, duration: Math.round(outcome.facts.seconds * 1000) / 1000 } : {}),
    bytes: outcome.bytes,
  });
}

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

/** `ok      calls/a.wav  01:02 at 8000 Hz -> 2 files · 0.4 s` */
export function reportLine(report: SplitReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.file} (outputs exist)`;
  const audio = report.duration === undefined ? '' : `  ${formatClock(report.duration)} at ${report.sampleRate} Hz`;
  return `${status} ${report.file}${audio} -> ${report.outputs.join(', ')} · ${seconds(report.elapsedMs)}`;
}

export function summaryTable(reports: readonly SplitReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'AUDIO', 'RATE', 'TOOK', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.duration === undefined ? '' : formatClock(report.duration),
      report.sampleRate === undefined ? '' : `${report.sampleRate} Hz`,
      report.elapsedMs === undefined ? '' : seconds(report.elapsedMs),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

import { formatClock, formatTable, type InputFile, type OutputPaths } from '@speechdeck/core/cli';
import type { SplitOutcome } from './split-file.ts';
import type { SideFormat } from './split-options.ts';

/** One file's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface SplitReport {
  type: 'file';
  file: string;
  status: 'ok' | 'skipped' | 'failed';
  outputs: string[];
  /** Of the channels written, as their WAV headers say. */
  sampleRate?: number;
  /** Seconds. */
  duration?: number;
  /** Bytes written, every channel together. */
  bytes?: number;
  elapsedMs?: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (400 mono, 415 not media, ...). */
  httpStatus?: number;
}

export function skippedReport(file: InputFile, paths: OutputPaths<SideFormat>): SplitReport {
  return { type: 'file', file: file.shown, status: 'skipped', outputs: Object.values(paths) };
}

export function outcomeReport(file: InputFile, paths: OutputPaths<SideFormat>, outcome: SplitOutcome, elapsedMs: number): SplitReport {
  const base = { type: 'file', file: file.shown, elapsedMs: Math.round(elapsedMs) } as const;
  if (outcome.status === 'failed') {
    const { error } = outcome;
    return { ...base, status: 'failed', outputs: [], error: error.message, ...(error.status ? { httpStatus: error.status } : {}) };
  }
  return {
    ...base,
    status: 'ok',
    outputs: Object.values(paths),
    ...(outcome.facts ? { sampleRate: outcome.facts.sampleRate, duration: Math.round(outcome.facts.seconds * 1000) / 1000 } : {}),
    bytes: outcome.bytes,
  };
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

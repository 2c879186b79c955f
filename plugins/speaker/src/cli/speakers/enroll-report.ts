import { type DescribedError, formatTable, type InputFile } from '@speechdeck/core/cli';
import type { Enrollment } from '../../index.ts';

/** One clip's enrollment: a `--json` line, a progress line and a row of the table at the end. */
export interface ClipReport {
  type: 'clip';
  file: string;
  status: 'ok' | 'failed';
  enrollmentId?: string;
  /** Seconds of the clip, and of speech in it (pauses out). */
  clipSeconds?: number;
  speechSeconds?: number;
  /** What the host found doubtful about the clip (two voices, much silence, ...). */
  warnings?: string[];
  elapsedMs: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (422 too short or silent, 415 not media, ...). */
  httpStatus?: number;
}

export type ClipOutcome =
  | { status: 'ok'; enrollment: Enrollment & { result: NonNullable<Enrollment['result']> } }
  | { status: 'failed'; error: DescribedError; enrollmentId?: string };

export function clipReport(file: InputFile, outcome: ClipOutcome, elapsedMs: number): ClipReport {
  const base = { type: 'clip', file: file.shown, elapsedMs: Math.round(elapsedMs) } as const;
  if (outcome.status === 'failed') {
    const { error, enrollmentId } = outcome;
    return { ...base, status: 'failed', ...(enrollmentId ? { enrollmentId } : {}), error: error.message, ...(error.status ? { httpStatus: error.status } : {}) };
  }
  const { id, result } = outcome.enrollment;
  return { ...base, status: 'ok', enrollmentId: id, clipSeconds: result.clipSeconds, speechSeconds: result.speechSeconds, warnings: result.warnings };
}

/** `ok      clips/a.wav  6.1 s of speech in 7.0 s; warning: The clip seems to hold 2 voices; ...` */
export function clipLine(report: ClipReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  const warnings = report.warnings?.length ? `; warning: ${report.warnings.join(' ')}` : '';
  return `${status} ${report.file}  ${report.speechSeconds?.toFixed(1)} s of speech in ${report.clipSeconds?.toFixed(1)} s${warnings}`;
}

/** Every clip with its speech, and its warnings or error in full (a terminal's live progress shows neither). */
export function clipsTable(reports: readonly ClipReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'CLIP', 'SPEECH', 'WARNINGS OR ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.clipSeconds === undefined ? '' : `${report.clipSeconds.toFixed(1)} s`,
      report.speechSeconds === undefined ? '' : `${report.speechSeconds.toFixed(1)} s`,
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : (report.warnings ?? []).join(' '),
    ]),
  );
}

import { formatClock, formatTable, type InputFile, type OutputPaths, plural } from '@speechdeck/core/cli';
import type { MedicalCategory } from '../../index.ts';
import type { FileOutcome } from './med-file.ts';
import type { MedFormat } from './med-options.ts';

/** One file's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface MedReport {
  type: 'file';
  file: string;
  status: 'ok' | 'skipped' | 'failed';
  outputs: string[];
  processId?: string;
  uploaded?: boolean;
  /** Seconds of audio. */
  duration?: number;
  /** Terms said, all and by kind. */
  terms?: number;
  categories?: Partial<Record<MedicalCategory, number>>;
  notes?: string[];
  elapsedMs?: number;
  error?: string;
  httpStatus?: number;
}

export const skippedReport = (file: InputFile, paths: OutputPaths<MedFormat>): MedReport => ({ type: 'file', file: file.shown, status: 'skipped', outputs: Object.values(paths) });

export function outcomeReport(file: InputFile, paths: OutputPaths<MedFormat>, outcome: FileOutcome, elapsedMs: number): MedReport {
  const base = { type: 'file', file: file.shown, elapsedMs: Math.round(elapsedMs) } as const;
  if (outcome.status === 'failed') {
    const { error, processId } = outcome;
    return { ...base, status: 'failed', outputs: [], ...(processId ? { processId } : {}), error: error.message, ...(error.status ? { httpStatus: error.status } : {}) };
  }
  const { result, uploaded } = outcome;
  const terms = result.segments.flatMap((segment) => segment.terms);
  const categories: Partial<Record<MedicalCategory, number>> = {};
  for (const term of terms) categories[term.category] = (categories[term.category] ?? 0) + 1;
  return { ...base, status: 'ok', outputs: Object.values(paths), processId: result.processId, uploaded, duration: result.duration, terms: terms.length, categories, notes: result.notes };
}

const kinds = (report: MedReport) => Object.entries(report.categories ?? {}).map(([category, count]) => `${category} ${count}`).join(', ');

/** `ok      notes/a.wav  00:04 audio, 3 terms (drug 1, condition 2) · 5.1 s` */
export function reportLine(report: MedReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.file} (outputs exist)`;
  return `${status} ${report.file}  ${formatClock(report.duration ?? 0)} audio, ${plural(report.terms ?? 0, 'term')}${report.terms ? ` (${kinds(report)})` : ''} · ${((report.elapsedMs ?? 0) / 1000).toFixed(1)} s`;
}

export function summaryTable(reports: readonly MedReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'AUDIO', 'TERMS', 'KINDS', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.duration === undefined ? '' : formatClock(report.duration),
      report.terms,
      kinds(report),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

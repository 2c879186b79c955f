import { failedFileReport, formatClock, formatTable, type InputFile, type MediaFileReport, okFileReport, plural, type OutputPaths } from '@speechdeck/core/cli';
import type { SpotHit } from '../../index.ts';
import type { SpotOutcome } from './spot-file.ts';
import type { OutputFormat } from './spot-outputs.ts';

/** One file's outcome: a `--json` line (with its hits), a progress line and a row of the summary table. */
export interface KwsReport extends MediaFileReport {
  /** Seconds of audio. */
  duration?: number;
  hits?: SpotHit[];
}

export function outcomeReport(file: InputFile, paths: OutputPaths<OutputFormat>, outcome: SpotOutcome, elapsedMs: number): KwsReport {
  if (outcome.status === 'failed') return failedFileReport(file, outcome.error, elapsedMs);
  return okFileReport(file, paths, elapsedMs, { duration: outcome.output.duration, hits: outcome.output.hits });
}

/** Hits per keyword, most first: `budget 3, refund 1`. */
function countsOf(hits: readonly SpotHit[]): string {
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.keyword, (counts.get(hit.keyword) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([keyword, n]) => `${keyword} ${n}`).join(', ');
}

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

/** `ok      calls/a.wav  07:12 audio, 4 hits (budget 3, refund 1) · 3.2 s` */
export function reportLine(report: KwsReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.file} (outputs exist for these keywords)`;
  const hits = report.hits ?? [];
  return `${status} ${report.file}  ${formatClock(report.duration ?? 0)} audio, ${plural(hits.length, 'hit')}${hits.length ? ` (${countsOf(hits)})` : ''} · ${seconds(report.elapsedMs)}`;
}

export function summaryTable(reports: readonly KwsReport[]): string[] {
  return formatTable(
    ['FILE', 'STATUS', 'AUDIO', 'HITS', 'TOOK', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.status,
      report.duration === undefined ? '' : formatClock(report.duration),
      report.hits ? countsOf(report.hits) || '0' : '',
      report.elapsedMs === undefined ? '' : seconds(report.elapsedMs),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

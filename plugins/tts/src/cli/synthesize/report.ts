import { formatClock, formatTable } from '@speechdeck/core/cli';
import type { TtsItem } from './plan-inputs.ts';
import type { ItemOutcome, Via } from './synthesize-item.ts';

/** One input's outcome: a `--json` line, a progress line and a row of the summary table. */
export interface ItemReport {
  type: 'item';
  /** The file's path, or the start of the text in quotes. */
  input: string;
  source: 'text' | 'file';
  output: string;
  status: 'ok' | 'skipped' | 'failed';
  /** Characters of text sent (markdown counted as its text). */
  characters?: number;
  /** `synthesize` (answered at once) or `synthesizeQueue` (text over the synchronous limit, run as a job). */
  via?: Via;
  /** Size of the audio written. */
  bytes?: number;
  /** What the host reported for a queued synthesis: seconds of audio, the voice and engine. */
  duration?: number | null;
  voice?: string;
  engine?: string;
  /** A queued synthesis left on the host (--keep, or deleting it failed). */
  synthesisId?: string;
  elapsedMs?: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (422 unknown voice, 413 too long, ...). */
  httpStatus?: number;
}

const base = (item: TtsItem) => ({ type: 'item', input: item.shown, source: item.source.kind, output: item.output }) as const;

export function skippedReport(item: TtsItem): ItemReport {
  return { ...base(item), status: 'skipped' };
}

export function outcomeReport(item: TtsItem, outcome: ItemOutcome, elapsedMs: number): ItemReport {
  const common = {
    ...base(item),
    ...(outcome.characters !== undefined ? { characters: outcome.characters } : {}),
    ...(outcome.keptId ? { synthesisId: outcome.keptId } : {}),
    elapsedMs: Math.round(elapsedMs),
  };
  if (outcome.status === 'failed') {
    const { error } = outcome;
    return { ...common, status: 'failed', error: error.message, ...(error.status ? { httpStatus: error.status } : {}) };
  }
  const { synthesis } = outcome;
  return {
    ...common,
    status: 'ok',
    via: outcome.via,
    bytes: outcome.bytes,
    ...(synthesis ? { duration: synthesis.duration, voice: synthesis.voice, engine: synthesis.engine } : {}),
  };
}

/** `ok      notes/a.md -> out/notes/a.md.wav  1234 characters, 96 KB · 1.2 s` */
export function reportLine(report: ItemReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.input}: ${report.error}`;
  if (report.status === 'skipped') return `${status} ${report.input} (${report.output} exists)`;
  const audio = report.duration ? `, ${formatClock(report.duration)} audio` : '';
  return `${status} ${report.input} -> ${report.output}  ${report.characters} characters, ${kilobytes(report.bytes)}${audio} · ${seconds(report.elapsedMs)}`;
}

export function summaryTable(reports: readonly ItemReport[]): string[] {
  return formatTable(
    ['INPUT', 'STATUS', 'OUTPUT', 'CHARACTERS', 'SIZE', 'TOOK', 'ERROR'],
    reports.map((report) => [
      report.input,
      report.status,
      report.status === 'failed' ? '' : report.output,
      report.characters,
      report.bytes === undefined ? '' : kilobytes(report.bytes),
      report.elapsedMs === undefined ? '' : seconds(report.elapsedMs),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

function kilobytes(bytes = 0): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function seconds(ms = 0): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

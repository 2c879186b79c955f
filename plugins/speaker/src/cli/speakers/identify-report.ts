import { type DescribedError, formatTable, type InputFile } from '@speechdeck/core/cli';
import type { Identification } from '../../index.ts';

/** One file's identification: a `--json` line, a progress line and a row of the table. */
export interface IdentifyReport {
  type: 'file';
  file: string;
  status: 'ok' | 'failed';
  /** The host's text answer: the speaker's name, or 'unknown'. */
  spk?: string;
  /** The best candidate's score (also when it was too low to name it), and the score a name needs. */
  score?: number | null;
  threshold?: number;
  /** Every enrolled speaker with its score, best first. */
  candidates?: Identification['candidates'];
  duration?: number;
  speechSeconds?: number;
  identificationId?: string;
  elapsedMs: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (422 too little speech, 415 not media, ...). */
  httpStatus?: number;
}

export type IdentifyOutcome = { status: 'ok'; answer: string; identification: Identification } | { status: 'failed'; error: DescribedError };

export function identifyReport(file: InputFile, outcome: IdentifyOutcome, elapsedMs: number): IdentifyReport {
  const base = { type: 'file', file: file.shown, elapsedMs: Math.round(elapsedMs) } as const;
  if (outcome.status === 'failed') return { ...base, status: 'failed', error: outcome.error.message, ...(outcome.error.status ? { httpStatus: outcome.error.status } : {}) };
  const { answer, identification } = outcome;
  return {
    ...base,
    status: 'ok',
    spk: answer,
    score: identification.score,
    threshold: identification.threshold,
    candidates: identification.candidates,
    duration: identification.duration,
    speechSeconds: identification.speechSeconds,
    identificationId: identification.id,
  };
}

/** `ok      calls/a.wav  slt (0.912)` */
export function identifyLine(report: IdentifyReport): string {
  const status = report.status.padEnd(7);
  if (report.status === 'failed') return `${status} ${report.file}: ${report.error}`;
  return `${status} ${report.file}  ${report.spk}${report.score === null || report.score === undefined ? '' : ` (${score(report.score)})`}`;
}

/** The answers, in the order of the files. */
export function answersTable(reports: readonly IdentifyReport[]): string[] {
  return formatTable(
    ['FILE', 'SPEAKER', 'SCORE', 'ERROR'],
    reports.map((report) => [
      report.file,
      report.spk,
      report.score === null || report.score === undefined ? '' : score(report.score),
      report.error ? `${report.httpStatus ? `${report.httpStatus} ` : ''}${report.error}` : '',
    ]),
  );
}

export function score(value: number): string {
  return value.toFixed(3);
}

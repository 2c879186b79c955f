import type { DescribedError } from '../errors/describe-error.ts';
import type { ItemStatus } from './batch-reports.ts';
import type { InputFile } from './input-files.ts';
import type { OutputPaths } from './outputs.ts';

/**
 * What every media batch command reports of a file: a `--json` line, a progress line and a row of
 * the summary table. A command adds its own fields, all optional: a skipped file has none of them.
 */
export interface MediaFileReport {
  type: 'file';
  file: string;
  status: ItemStatus;
  outputs: string[];
  elapsedMs?: number;
  error?: string;
  /** The host's HTTP status for the error, when it answered one (415 not media, 413 too long, ...). */
  httpStatus?: number;
}

/** A file whose outputs an earlier run wrote. */
export function skippedFileReport<F extends string>(file: InputFile, paths: OutputPaths<F>): MediaFileReport {
  return { type: 'file', file: file.shown, status: 'skipped', outputs: Object.values(paths) };
}

/** A file worked on with the command's own `fields` (kept in their order, after the common ones). */
export function okFileReport<F extends string, E extends object>(file: InputFile, paths: OutputPaths<F>, elapsedMs: number, fields: E): MediaFileReport & E {
  return { type: 'file', file: file.shown, elapsedMs: Math.round(elapsedMs), status: 'ok', outputs: Object.values(paths), ...fields };
}

/** A file that failed; `fields` are what the command tells of it besides the error (what it left on the host). */
export function failedFileReport<E extends object = object>(file: InputFile, error: DescribedError, elapsedMs: number, fields?: E): MediaFileReport & Partial<E> {
  return {
    type: 'file',
    file: file.shown,
    elapsedMs: Math.round(elapsedMs),
    status: 'failed',
    outputs: [],
    ...(fields as Partial<E>),
    error: error.message,
    ...(error.status ? { httpStatus: error.status } : {}),
  };
}

import { HttpError } from '@speechdeck/core/server';
import { LOST_RUN, type JobOutcome } from './job-backend.ts';

/** What a call's waiter needs of its error beyond the message: what the error handler answers of an HttpError. */
type FailureDetail = Pick<HttpError, 'statusCode' | 'fields' | 'headers'>;

/** The detail a failed call keeps for its waiter (JSON), when the error has an HTTP status. */
export function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const { statusCode, fields, headers } = error;
  return JSON.stringify({ statusCode, fields, headers } satisfies FailureDetail);
}

/** The error a failed call answers on the host that waited for it, as the worker threw it. */
export function callFailure(outcome: JobOutcome): Error {
  const message = outcome.error ?? 'The work failed; the worker\'s log says why.';
  // Its worker died mid-run (calls run once): nothing is wrong with the request, so it may be asked again.
  if (outcome.value === null) return message === LOST_RUN ? new HttpError(503, `${LOST_RUN} Try again.`) : new Error(message);
  const { statusCode, fields, headers } = JSON.parse(outcome.value) as FailureDetail;
  return new HttpError(statusCode, message, fields, headers);
}

/** Errors a retry cannot fix (bad media, a language nobody serves) fail the job at once. */
export function isPermanent(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

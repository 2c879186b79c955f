import { HttpError } from '@speechdeck/core/server';
import type { JobOutcome } from './job-backend.ts';

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
  if (outcome.value === null) return new Error(message);
  const { statusCode, fields, headers } = JSON.parse(outcome.value) as FailureDetail;
  return new HttpError(statusCode, message, fields, headers);
}

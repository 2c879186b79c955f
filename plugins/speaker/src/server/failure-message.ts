import { HttpError } from '@speechdeck/core/server';

/** What the user reads of a job's failure: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
export const failureMessage = (error: unknown, what: string) =>
  error instanceof HttpError ? error.message : `The ${what} failed on the host; try again, or tell its operator.`;

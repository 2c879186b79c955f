import { HttpError } from '@speechdeck/core/server';

/** What the user reads of a failed call recognition: an HttpError says what went wrong; anything else may name host paths, so it is logged, not shown. */
export const failureMessage = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The call recognition failed on the host; try again, or tell its operator.';

/** Thrown anywhere in a handler; the host's one error handler turns it into the error body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal that passes (429 over a share, 503 while something is busy or away), with the Retry-After a client waits out. */
export function retryLater(statusCode: 429 | 503, message: string, seconds: number, options?: { cause?: unknown }): HttpError {
  const error = new HttpError(statusCode, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });
  if (options?.cause !== undefined) error.cause = options.cause;
  return error;
}

import { apiErrorBody } from '../contract/errors.ts';

export const GENERIC_FAILURE_MESSAGE = 'Something bad happened; please try again later.';

/** Any failed call: `status` is 0 when the host could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body?: unknown,
  ) {
    super(message);
  }

  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = apiErrorBody.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.fields ?? {}, body);
    return new ApiError(status, status >= 500 ? GENERIC_FAILURE_MESSAGE : `Request failed with status ${status}`, {}, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

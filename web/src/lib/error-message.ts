import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

/** What a person reads when a call fails: the host's own message, or ours when it could not be reached. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return error.status === 0 ? t('errors.network') : error.message;
  return t('errors.unexpected');
}

/** Per-field messages the host sent with a 4xx (ApiError.fields), for inline display. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fields : {};
}

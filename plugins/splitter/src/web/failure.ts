import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What failed, in the dashboard's language. */
  title: string;
  /** Why: the host's own words (they say what is wrong with the recording or the names), or null. */
  detail: string | null;
}

/** A failed split, ZIP or recognition, worded for people; a refusal (4xx) keeps the host's message, which says what to change. */
export function describeFailure(error: unknown, what: 'split' | 'call' | 'zip', t: TFunction): Failure {
  return { title: t(`splitter.errors.${what}`), detail: whyFailed(error, t) };
}

/**
 * What an upload's bar says once it failed. When the host answered, its answer is why the bar
 * stopped: a mono file goes up whole before it is refused, and 'Stopped at 50%' would blame the
 * upload. Only when no answer came does where the upload broke off say something.
 */
export function stoppedText(error: unknown, stoppedAt: string, t: TFunction): string {
  return isApiError(error) && error.status !== 0 ? whyFailed(error, t) : stoppedAt;
}

function whyFailed(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('splitter.errors.unexpected');
  if (error.status === 0) return t('splitter.errors.network');
  const reason = error.status === 413
    ? t('splitter.errors.tooLarge')
    : error.status === 415 ? t('splitter.errors.unsupported') : error.status >= 500 ? t('splitter.errors.failed') : t('splitter.errors.refused');
  return error.message && error.status < 500 ? `${reason} ${error.message}` : reason;
}

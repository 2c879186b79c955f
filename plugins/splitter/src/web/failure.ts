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
  const title = t(`splitter.errors.${what}`);
  if (!isApiError(error)) return { title, detail: t('splitter.errors.unexpected') };
  if (error.status === 0) return { title, detail: t('splitter.errors.network') };
  const reason = error.status === 413
    ? t('splitter.errors.tooLarge')
    : error.status === 415 ? t('splitter.errors.unsupported') : error.status >= 500 ? t('splitter.errors.failed') : t('splitter.errors.refused');
  return { title, detail: error.message && error.status < 500 ? `${reason} ${error.message}` : reason };
}

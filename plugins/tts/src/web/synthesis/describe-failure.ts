import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** The host's own words (they name the limit, the voice, the wait), when it said any. */
  detail: string | null;
}

/** Why a synthesis failed, worded for people, with the host's explanation kept. */
export function describeFailure(error: unknown, jobError: string | null, t: TFunction): Failure {
  if (jobError !== null || !error) return { title: t('tts.errors.jobFailed'), detail: jobError };
  if (!isApiError(error)) return { title: t('tts.errors.unexpected'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  switch (error.status) {
    case 0:
      return { title: t('tts.errors.network'), detail: null };
    case 413:
      return { title: t('tts.errors.tooLong'), detail };
    case 422:
      return { title: t('tts.errors.notServed'), detail };
    case 503:
      return { title: t('tts.errors.unavailable'), detail };
    default:
      return { title: error.status < 500 ? t('tts.errors.refused') : t('tts.errors.failed'), detail };
  }
}

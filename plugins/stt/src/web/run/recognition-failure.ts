import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** More for the person: the host's own words where they name the limit or the format, or what to do. */
  detail: string | null;
  /** What only whoever runs the host can act on (the settings to change), to be shown folded away. */
  forOperator?: string;
}

/**
 * Why an upload or a recognition failed, worded for people: 413, 415 and 422 each get their own
 * headline. `language` names the language asked for (as the person reads it), for the 422 of a
 * language no recognizer serves here.
 */
export function describeFailure(error: unknown, t: TFunction, language?: string): Failure {
  if (error instanceof Error && error.name === 'UploadCancelled') return { title: t('stt.errors.cancelled'), detail: null };
  if (!isApiError(error)) return { title: t('stt.errors.unexpected'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  switch (error.status) {
    case 0:
      return { title: t('stt.errors.network'), detail: null };
    case 400:
      return { title: t('stt.errors.badRequest'), detail };
    case 413:
      return { title: t('stt.errors.tooLarge'), detail };
    case 415:
      return { title: t('stt.errors.unsupported'), detail };
    case 422:
      return { title: t('stt.errors.notServed', { language }), detail: t('stt.errors.notServedAdvice'), forOperator: error.message || undefined };
    case 502:
    case 504:
      return { title: t('stt.errors.linkFailed'), detail };
    default:
      return { title: t('stt.errors.failed'), detail };
  }
}

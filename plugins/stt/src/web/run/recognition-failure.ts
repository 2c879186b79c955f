import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** The host's own words, which name the limit, the format or what to configure. */
  detail: string | null;
}

/** Why an upload or a recognition failed, worded for people: 413, 415 and 422 each get their own headline. */
export function describeFailure(error: unknown, t: TFunction): Failure {
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
      return { title: t('stt.errors.notServed'), detail };
    case 502:
    case 504:
      return { title: t('stt.errors.linkFailed'), detail };
    default:
      return { title: t('stt.errors.failed'), detail };
  }
}

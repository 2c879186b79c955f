import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  title: string;
  /** The host's own words, which name the limit, the format or what to configure. */
  detail: string | null;
}

/** Why an upload or a recognition failed, in the dashboard's language, with the host's detail under it. */
export function describeFailure(error: unknown, t: TFunction, language: string): Failure {
  if (error instanceof Error && error.name === 'UploadCancelled') return { title: t('med.errors.cancelled'), detail: null };
  if (!isApiError(error)) return { title: t('med.errors.failed'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  switch (error.status) {
    case 0:
      return { title: t('med.errors.network'), detail: null };
    case 400:
      return { title: t('med.errors.badRequest'), detail };
    case 413:
      return { title: t('med.errors.tooLarge'), detail };
    case 415:
      return { title: t('med.errors.unsupported'), detail };
    case 422:
      return { title: t('med.errors.notServed', { language }), detail };
    case 502:
    case 504:
      return { title: t('med.errors.linkFailed'), detail };
    default:
      return { title: t('med.errors.failed'), detail };
  }
}

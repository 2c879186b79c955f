import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** The host's own words, which name the field, the limit or the setting. */
  detail: string | null;
}

/** Why sending a clone (or following it) failed, worded for people; the host's message says exactly what. */
export function describeFailure(error: unknown, t: TFunction): Failure {
  if (!isApiError(error)) return { title: t('vc.errors.unexpected'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  switch (error.status) {
    case 0:
      return { title: t('vc.errors.network'), detail: null };
    case 404:
      return { title: t('vc.errors.gone'), detail: null };
    case 413:
      return { title: t('vc.errors.tooLarge'), detail };
    case 415:
      return { title: t('vc.errors.unsupported'), detail };
    case 503:
      return { title: t('vc.errors.engineUnavailable'), detail };
    default:
      return { title: error.status >= 500 ? t('vc.errors.failed') : t('vc.errors.refused'), detail };
  }
}

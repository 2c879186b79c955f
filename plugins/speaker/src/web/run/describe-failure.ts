import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  title: string;
  /** The host's own words, which name what was wrong with the clip or the name. */
  detail: string | null;
}

/** Why a call failed, for the person: a refusal (4xx) keeps the host's message, which says what to change. */
export function describeFailure(error: unknown, t: TFunction): Failure {
  if (!isApiError(error)) return { title: t('speaker.errors.unexpected'), detail: error instanceof Error ? error.message : null };
  if (error.status === 0) return { title: t('speaker.errors.network'), detail: null };
  if (error.status === 413) return { title: t('speaker.errors.tooLarge'), detail: error.message || null };
  if (error.status >= 400 && error.status < 500) return { title: t('speaker.errors.refused'), detail: error.message || null };
  return { title: t('speaker.errors.failed'), detail: error.message || null };
}

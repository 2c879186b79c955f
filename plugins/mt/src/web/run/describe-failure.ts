import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  title: string;
  /** The host's own words: the pairs served, the limit, what to install or set. */
  detail: string | null;
}

/** Why a translation failed, in the dashboard's language, with the host's detail under it. */
export function describeFailure(error: unknown, t: TFunction): Failure {
  if (!isApiError(error)) return { title: t('mt.errors.failed'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  const title = {
    0: 'mt.errors.network', 400: 'mt.errors.badRequest', 404: 'mt.errors.notFound', 409: 'mt.errors.notFinished', 413: 'mt.errors.tooLarge',
    422: 'mt.errors.notServed', 502: 'mt.errors.engineFailed', 503: 'mt.errors.unavailable', 504: 'mt.errors.engineFailed',
  }[error.status];
  return { title: t(title ?? 'mt.errors.failed'), detail: error.status === 0 ? null : detail };
}

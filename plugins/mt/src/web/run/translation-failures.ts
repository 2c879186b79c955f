import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/** What a failed translation says (core's describeFailure), the host's detail under it: the pairs served, the limit, what to install or set. */
export const translationFailures = (t: TFunction): FailureMessages => ({
  network: t('mt.errors.network'),
  unexpected: t('mt.errors.failed'),
  status: {
    400: t('mt.errors.badRequest'),
    404: t('mt.errors.notFound'),
    409: t('mt.errors.notFinished'),
    413: t('mt.errors.tooLarge'),
    422: t('mt.errors.notServed'),
    502: t('mt.errors.engineFailed'),
    503: t('mt.errors.unavailable'),
    504: t('mt.errors.engineFailed'),
  },
  failed: t('mt.errors.failed'),
});

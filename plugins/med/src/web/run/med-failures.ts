import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/** What a failed upload or medical recognition says (core's describeFailure), the host's detail under it; `language` as the person reads it. */
export const medFailures = (t: TFunction, language: string): FailureMessages => ({
  cancelled: t('med.errors.cancelled'),
  network: t('med.errors.network'),
  unexpected: t('med.errors.failed'),
  status: {
    400: t('med.errors.badRequest'),
    413: t('med.errors.tooLarge'),
    415: t('med.errors.unsupported'),
    422: t('med.errors.notServed', { language }),
    502: t('med.errors.linkFailed'),
    504: t('med.errors.linkFailed'),
  },
  failed: t('med.errors.failed'),
});

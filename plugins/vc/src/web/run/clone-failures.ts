import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/** What a failed clone (sent or followed) says (core's describeFailure); the host's message says exactly what. */
export const cloneFailures = (t: TFunction): FailureMessages => ({
  network: t('vc.errors.network'),
  unexpected: t('vc.errors.unexpected'),
  status: {
    404: { title: t('vc.errors.gone'), detail: null },
    413: t('vc.errors.tooLarge'),
    415: t('vc.errors.unsupported'),
    503: t('vc.errors.engineUnavailable'),
  },
  refused: t('vc.errors.refused'),
  failed: t('vc.errors.failed'),
});

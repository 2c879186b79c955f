import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/** What sending or following an analysis says when it failed (core's describeFailure); the host's message is kept as the detail. */
export const analysisFailures = (t: TFunction): FailureMessages => ({
  cancelled: t('speaker.diarization.errors.cancelled'),
  network: t('speaker.diarization.errors.network'),
  unexpected: t('speaker.diarization.errors.unexpected'),
  status: {
    404: t('speaker.diarization.errors.gone'),
    413: t('speaker.diarization.errors.tooLarge'),
    415: t('speaker.diarization.errors.unsupported'),
  },
  refused: t('speaker.diarization.errors.refused'),
  failed: t('speaker.diarization.errors.failed'),
});

import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/** What a failed enrollment or identification says (core's describeFailure): a refusal (4xx) keeps the host's message, which says what to change. */
export const speakerFailures = (t: TFunction): FailureMessages => ({
  network: t('speaker.errors.network'),
  unexpected: t('speaker.errors.unexpected'),
  status: { 413: t('speaker.errors.tooLarge') },
  refused: t('speaker.errors.refused'),
  failed: t('speaker.errors.failed'),
});

import type { TFunction } from 'i18next';
import { describeFailure, type Failure, type FailureMessages } from '@speechdeck/core/web';

/** What a failed call says (core's describeFailure), the host's explanation kept: it names the limit, the voice, the wait. */
const callFailures = (t: TFunction): FailureMessages => ({
  network: t('tts.errors.network'),
  unexpected: t('tts.errors.unexpected'),
  status: {
    413: t('tts.errors.tooLong'),
    422: t('tts.errors.notServed'),
    503: t('tts.errors.unavailable'),
  },
  refused: t('tts.errors.refused'),
  failed: t('tts.errors.failed'),
});

/** Why a synthesis failed: its job's own reason when the host ran it and it failed, else the call that failed. */
export function describeSynthesisFailure(error: unknown, jobError: string | null, t: TFunction): Failure {
  if (jobError !== null || !error) return { title: t('tts.errors.jobFailed'), detail: jobError };
  return describeFailure(error, callFailures(t));
}

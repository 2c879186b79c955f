import type { TFunction } from 'i18next';
import type { FailureMessages } from '@speechdeck/core/web';

/**
 * What a failed upload or recognition says (core's describeFailure): 413, 415 and 422 each get
 * their own headline. `language` names the language asked for (as the person reads it), for the 422
 * of a language no recognizer serves here, whose host message is for the operator.
 */
export const recognitionFailures = (t: TFunction, language?: string): FailureMessages => ({
  cancelled: t('stt.errors.cancelled'),
  network: t('stt.errors.network'),
  unexpected: t('stt.errors.unexpected'),
  status: {
    400: t('stt.errors.badRequest'),
    413: t('stt.errors.tooLarge'),
    415: t('stt.errors.unsupported'),
    422: { title: t('stt.errors.notServed', { language }), detail: t('stt.errors.notServedAdvice'), forOperator: true },
    502: t('stt.errors.linkFailed'),
    504: t('stt.errors.linkFailed'),
  },
  failed: t('stt.errors.failed'),
});

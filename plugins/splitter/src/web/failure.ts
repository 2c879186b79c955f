import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';
import { describeFailure, type Failure, type FailureMessages } from '@speechdeck/core/web';

/** Why, in the splitter's words (core's describeFailure): a refusal (4xx) keeps the host's message, which says what to change. */
const reasons = (t: TFunction): FailureMessages => ({
  network: t('splitter.errors.network'),
  unexpected: { title: t('splitter.errors.unexpected'), detail: null },
  status: { 413: t('splitter.errors.tooLarge'), 415: t('splitter.errors.unsupported') },
  refused: t('splitter.errors.refused'),
  failed: { title: t('splitter.errors.failed'), detail: null },
});

function whyFailed(error: unknown, t: TFunction): string {
  const { title, detail } = describeFailure(error, reasons(t));
  return detail ? `${title} ${detail}` : title;
}

/** A failed split, ZIP or recognition: what failed as the title, why under it. */
export function describeSplitterFailure(error: unknown, what: 'split' | 'call' | 'zip', t: TFunction): Failure {
  return { title: t(`splitter.errors.${what}`), detail: whyFailed(error, t) };
}

/**
 * What an upload's bar says once it failed. When the host answered, its answer is why the bar
 * stopped: a mono file goes up whole before it is refused, and 'Stopped at 50%' would blame the
 * upload. Only when no answer came does where the upload broke off say something.
 */
export function stoppedText(error: unknown, stoppedAt: string, t: TFunction): string {
  return isApiError(error) && error.status !== 0 ? whyFailed(error, t) : stoppedAt;
}

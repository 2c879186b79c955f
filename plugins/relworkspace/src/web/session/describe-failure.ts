import type { TFunction } from 'i18next';
import type { LiveFailure } from './use-live-session.ts';

/** What the user reads when a session could not start or go on. */
export function describeFailure(failure: LiveFailure, t: TFunction): string {
  switch (failure.kind) {
    case 'microphone':
      return t(`relworkspace.failure.${failure.reason}`);
    case 'refused':
      return t('relworkspace.failure.refused', { message: failure.message });
    case 'closed':
      // The host closes with its own words when it refuses (a used ticket, a second session, a bad frame).
      return failure.code >= 4000 && failure.reason
        ? t('relworkspace.failure.refused', { message: failure.reason })
        : t('relworkspace.failure.closed', { reason: failure.reason ? ` (${failure.reason})` : '' });
  }
}

import type { TFunction } from 'i18next';
import { isApiError } from '@speechdeck/core';

export interface Failure {
  /** What went wrong, in the dashboard's language. */
  title: string;
  /** The host's own words (they name the limit, the format or the option), or null. */
  detail: string | null;
}

/** Why sending or following an analysis failed, worded for people; the host's 4xx message is kept as the detail. */
export function describeFailure(error: unknown, t: TFunction): Failure {
  if (error instanceof Error && error.name === 'UploadCancelled') return { title: t('speaker.diarization.errors.cancelled'), detail: null };
  if (!isApiError(error)) return { title: t('speaker.diarization.errors.unexpected'), detail: error instanceof Error ? error.message : null };
  const detail = error.message || null;
  switch (error.status) {
    case 0:
      return { title: t('speaker.diarization.errors.network'), detail: null };
    case 404:
      return { title: t('speaker.diarization.errors.gone'), detail };
    case 413:
      return { title: t('speaker.diarization.errors.tooLarge'), detail };
    case 415:
      return { title: t('speaker.diarization.errors.unsupported'), detail };
    default:
      return { title: error.status >= 400 && error.status < 500 ? t('speaker.diarization.errors.refused') : t('speaker.diarization.errors.failed'), detail };
  }
}

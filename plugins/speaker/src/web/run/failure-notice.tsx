import { useTranslation } from 'react-i18next';
import { describeFailure, FailureNotice as KitFailureNotice } from '@speechdeck/core/web';
import { speakerFailures } from './speaker-failures.ts';

/** A failed call, said at once beside the form it came from. */
export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = describeFailure(error, speakerFailures(t));
  return <KitFailureNotice className="sv-failure" title={failure.title} detail={failure.detail} />;
}

import { useTranslation } from 'react-i18next';
import { FailureNotice as KitFailureNotice } from '@speechdeck/core/web';
import { describeFailure } from './describe-failure.ts';

/** A failed call, said at once beside the form it came from. */
export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = describeFailure(error, t);
  return <KitFailureNotice className="sv-failure" title={failure.title} detail={failure.detail} />;
}

import { useTranslation } from 'react-i18next';
import { describeFailure } from './describe-failure.ts';

/** A failed call, said at once beside the form it came from. */
export function FailureNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const failure = describeFailure(error, t);
  return (
    <div className="notice notice--error sv-failure" role="alert">
      <strong>{failure.title}</strong>
      {failure.detail && <p className="sv-failure__detail">{failure.detail}</p>}
    </div>
  );
}

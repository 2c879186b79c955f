import { useTranslation } from 'react-i18next';

/** A button, not an anchor: with hash routing '#main' would be read as a route. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="skip-link" onClick={() => document.getElementById(target)?.focus()}>
      {t('common.skipToContent')}
    </button>
  );
}

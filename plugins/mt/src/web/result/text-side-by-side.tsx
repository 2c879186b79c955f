import { useTranslation } from 'react-i18next';
import { languageLabel } from '@speechdeck/core/web';
import type { Translation } from '../../contract/mt-api.ts';

/** The text sent and its translation side by side. */
export function TextSideBySide({ original, translation }: { original: string; translation: Translation }) {
  const { t, i18n } = useTranslation();
  const label = (code: string) => languageLabel(code, i18n.language || 'en');
  return (
    <div className="mt-side-by-side">
      <figure className="mt-side-by-side__column">
        <figcaption>{t('mt.result.original', { language: label(translation.source) })}</figcaption>
        <p className="mt-side-by-side__text" lang={translation.source}>{original}</p>
      </figure>
      <figure className="mt-side-by-side__column">
        <figcaption>{t('mt.result.translated', { language: label(translation.target) })}</figcaption>
        <p className="mt-side-by-side__text" lang={translation.target} data-testid="mt-translated-text">{translation.text}</p>
      </figure>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages.ts';

/** en / tr; i18next remembers the choice (create-i18n.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          className="language-switch__button"
          lang={language.code}
          aria-pressed={i18n.resolvedLanguage === language.code}
          aria-label={language.label}
          onClick={() => void i18n.changeLanguage(language.code)}
        >
          {language.short}
        </button>
      ))}
    </div>
  );
}

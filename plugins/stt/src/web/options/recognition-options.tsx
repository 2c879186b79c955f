import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel, languageOptions } from '@speechdeck/core/web';
import type { ServedLanguages } from '../../contract/languages-api.ts';
import { offeredLanguages } from './languages.ts';
import { FLAG_NAMES, type FlagName, type RecognitionFlags } from './recognition-flags.ts';
import { isServed } from './use-served-languages.ts';

interface RecognitionOptionsProps {
  value: RecognitionFlags;
  /** What the host recognizes; null while unknown (nothing is marked then). */
  served: ServedLanguages | null;
  disabled: boolean;
  onChange: (value: RecognitionFlags) => void;
}

/**
 * Language and the recognition flags, each with a line saying what it does. The languages this
 * host recognizes come first; the others are marked, and choosing one says so before any upload.
 */
export function RecognitionOptions({ value, served, disabled, onChange }: RecognitionOptionsProps) {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const baseId = useId();
  const uiLanguage = i18n.language || 'en';
  const offered = offeredLanguages(served);
  // By name within each group: the served ones, then the others, marked.
  const options = (ok: boolean | null) => languageOptions(offered.filter((item) => item.served === ok).map((item) => item.code), uiLanguage)
    .map(({ value: code, label }) => <option key={code} value={code}>{ok === false ? t('stt.options.notServedOption', { language: label }) : label}</option>);
  const groups = [
    { key: 'served', title: t('stt.options.languagesServed'), served: true },
    { key: 'other', title: t('stt.options.languagesNotServed'), served: false },
  ].filter((group) => offered.some((item) => item.served === group.served));
  const unserved = served !== null && !isServed(served, value.language);
  return (
    <fieldset className="panel speech-options" disabled={disabled}>
      <legend className="speech-options__legend">{t('stt.options.title')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={languageId}>{t('stt.options.language')}</label>
        <select
          id={languageId}
          className="field__input"
          value={value.language}
          aria-describedby={`${languageId}-hint${unserved ? ` ${languageId}-warning` : ''}`}
          onChange={(event) => onChange({ ...value, language: event.target.value })}
        >
          {served ? groups.map((group) => <optgroup key={group.key} label={group.title}>{options(group.served)}</optgroup>) : options(null)}
        </select>
        <p id={`${languageId}-hint`} className="field__hint">{t('stt.options.languageHint')}</p>
        {unserved && (
          <p id={`${languageId}-warning`} className="notice speech-options__warning" data-testid="language-not-served">
            {t('stt.options.languageNotServed', { language: languageLabel(value.language, uiLanguage) })}
          </p>
        )}
      </div>
      <ul className="speech-options__flags">
        {FLAG_NAMES.map((name: FlagName) => (
          <li key={name} className="speech-flag">
            <input
              id={`${baseId}-${name}`}
              type="checkbox"
              checked={value[name]}
              aria-describedby={`${baseId}-${name}-hint`}
              // Without redaction there is no original to keep.
              onChange={(event) => onChange({ ...value, [name]: event.target.checked, ...(name === 'redact' && !event.target.checked ? { keepOriginal: false } : {}) })}
            />
            <div>
              <label htmlFor={`${baseId}-${name}`} className="speech-flag__label" title={t(`stt.options.${name}Hint`)}>
                {t(`stt.options.${name}`)}
              </label>
              <p id={`${baseId}-${name}-hint`} className="field__hint">{t(`stt.options.${name}Hint`)}</p>
            </div>
          </li>
        ))}
        {value.redact && (
          <li className="speech-flag speech-flag--nested">
            <input
              id={`${baseId}-keepOriginal`}
              type="checkbox"
              checked={value.keepOriginal}
              aria-describedby={`${baseId}-keepOriginal-hint`}
              onChange={(event) => onChange({ ...value, keepOriginal: event.target.checked })}
            />
            <div>
              <label htmlFor={`${baseId}-keepOriginal`} className="speech-flag__label">{t('stt.options.keepOriginal')}</label>
              {/* What happens to the original, stated next to the choice whichever way it is set. */}
              <p id={`${baseId}-keepOriginal-hint`} className="field__hint">{t(value.keepOriginal ? 'stt.options.keepOriginalKept' : 'stt.options.keepOriginalDropped')}</p>
            </div>
          </li>
        )}
      </ul>
    </fieldset>
  );
}

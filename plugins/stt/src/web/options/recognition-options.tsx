import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageLabel, RECOGNITION_LANGUAGES } from './languages.ts';
import { FLAG_NAMES, type FlagName, type RecognitionFlags } from './recognition-flags.ts';

interface RecognitionOptionsProps {
  value: RecognitionFlags;
  disabled: boolean;
  onChange: (value: RecognitionFlags) => void;
}

/** Language and the recognition flags, each with a line saying what it does. */
export function RecognitionOptions({ value, disabled, onChange }: RecognitionOptionsProps) {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const baseId = useId();
  return (
    <fieldset className="panel speech-options" disabled={disabled}>
      <legend className="speech-options__legend">{t('stt.options.title')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={languageId}>{t('stt.options.language')}</label>
        <select
          id={languageId}
          className="field__input"
          value={value.language}
          aria-describedby={`${languageId}-hint`}
          onChange={(event) => onChange({ ...value, language: event.target.value })}
        >
          {RECOGNITION_LANGUAGES.map((code) => (
            <option key={code} value={code}>{languageLabel(code, i18n.language || 'en')}</option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className="field__hint">{t('stt.options.languageHint')}</p>
      </div>
      <ul className="speech-options__flags">
        {FLAG_NAMES.map((name: FlagName) => (
          <li key={name} className="speech-flag">
            <input
              id={`${baseId}-${name}`}
              type="checkbox"
              checked={value[name]}
              aria-describedby={`${baseId}-${name}-hint`}
              onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
            />
            <div>
              <label htmlFor={`${baseId}-${name}`} className="speech-flag__label" title={t(`stt.options.${name}Hint`)}>
                {t(`stt.options.${name}`)}
              </label>
              <p id={`${baseId}-${name}-hint`} className="field__hint">{t(`stt.options.${name}Hint`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

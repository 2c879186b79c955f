import { useTranslation } from 'react-i18next';
import { languageOptions, SelectField, TextField } from '@speechdeck/core/web';
import { isServed, useServedLanguages } from '@speechdeck/plugin-stt/web';
import { CALL_LANGUAGES, type CallOptions } from './call-options.ts';

interface CallOptionsFormProps {
  value: CallOptions;
  problems: Partial<Record<'left' | 'right', string>>;
  disabled: boolean;
  onChange: (value: CallOptions) => void;
}

/** The call's language and who is on each channel: the speaker names of its transcript. */
export function CallOptionsForm({ value, problems, disabled, onChange }: CallOptionsFormProps) {
  const { t, i18n } = useTranslation();
  const served = useServedLanguages().data;
  const options = languageOptions(CALL_LANGUAGES, i18n.language).map(({ value: code, label }) => (
    { value: code, label: served && !isServed(served, code) ? t('splitter.call.notServed', { language: label }) : label }
  ));
  return (
    <fieldset className="sp-call-options" disabled={disabled}>
      <SelectField label={t('splitter.call.language')} value={value.language} options={options} onChange={(language) => onChange({ ...value, language })} />
      <div className="sp-call-options__names">
        <TextField label={t('splitter.call.left')} value={value.left} error={problems.left} maxLength={60} onChange={(left) => onChange({ ...value, left })} />
        <TextField label={t('splitter.call.right')} value={value.right} error={problems.right} maxLength={60} onChange={(right) => onChange({ ...value, right })} />
      </div>
    </fieldset>
  );
}

import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, languageOptions } from '@speechdeck/core/web';
import { AUDIO_FORMATS, type AudioFormat } from '@speechdeck/plugin-tts';
import { TEXT_MAX_CHARS, textProblem, type CloneOptions, type EngineId } from './clone-options.ts';

export interface EngineChoice {
  id: EngineId;
  name: string;
  isDefault: boolean;
}

interface CloneFormProps {
  value: CloneOptions;
  onChange: (value: CloneOptions) => void;
  /** The languages a clone can be spoken in; null while loading. */
  languages: readonly string[] | null;
  languagesFailed: boolean;
  engines: readonly EngineChoice[] | null;
  enginesFailed: boolean;
  /** While a clone runs nothing can change. */
  busy: boolean;
  /** Why Clone cannot start yet, besides the text (no reference, a reference of the wrong length); null when it can. */
  blocked: string | null;
  onClone: () => void;
}

/** The text (counted against the limit), its language, the engine and the audio format, and Clone. */
export function CloneForm({ value, onChange, languages, languagesFailed, engines, enginesFailed, busy, blocked, onClone }: CloneFormProps) {
  const { t, i18n } = useTranslation();
  const ids = { title: useId(), text: useId(), counter: useId(), error: useId(), language: useId(), engine: useId(), format: useId() };
  const set = (patch: Partial<CloneOptions>) => onChange({ ...value, ...patch });
  const problem = textProblem(value.text);
  const over = value.text.length - TEXT_MAX_CHARS;
  const numbers = new Intl.NumberFormat(i18n.language || 'en');
  const ready = !busy && !blocked && !problem && Boolean(value.language) && Boolean(value.engine);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onClone();
  };
  const hint = busy ? null : blocked ?? (problem === 'empty' ? t('vc.form.needText') : null);

  return (
    <form className="panel vc-form" aria-labelledby={ids.title} onSubmit={submit} noValidate>
      <h2 id={ids.title}>{t('vc.form.title')}</h2>
      <fieldset className="vc-form__fields" disabled={busy}>
        <div className={`field${problem === 'tooLong' ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.text}>{t('vc.form.text')}</label>
          <textarea
            id={ids.text}
            className="field__input vc-form__text"
            rows={6}
            value={value.text}
            placeholder={t('vc.form.textPlaceholder')}
            aria-invalid={problem === 'tooLong' ? true : undefined}
            aria-describedby={`${ids.counter}${problem === 'tooLong' ? ` ${ids.error}` : ''}`}
            onChange={(event) => set({ text: event.target.value })}
          />
          <p id={ids.counter} className={`field__hint vc-form__counter${over > 0 ? ' vc-form__counter--over' : ''}`} data-testid="text-counter">
            {t('vc.form.counter', { count: value.text.length, used: numbers.format(value.text.length), max: numbers.format(TEXT_MAX_CHARS) })}
          </p>
          {problem === 'tooLong' && (
            <p id={ids.error} className="field__error" role="alert">{t('vc.form.tooLong', { count: over, over: numbers.format(over), max: numbers.format(TEXT_MAX_CHARS) })}</p>
          )}
        </div>
        <div className="vc-form__row">
          <div className="field">
            <label className="field__label" htmlFor={ids.language}>{t('vc.form.language')}</label>
            <select id={ids.language} className="field__input" value={value.language} disabled={!languages?.length} onChange={(event) => set({ language: event.target.value })}>
              {!languages?.length && <option value="">{languagesFailed ? t('vc.form.unavailable') : languages ? t('vc.form.noLanguages') : t('vc.form.loading')}</option>}
              {languageOptions(languages ?? [], i18n.language || 'en').map(({ value, label }) => <option key={value} value={value}>{label}</option>)}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.format}>{t('vc.form.format')}</label>
            <select id={ids.format} className="field__input" value={value.format} onChange={(event) => set({ format: event.target.value as AudioFormat })}>
              {AUDIO_FORMATS.map((format) => <option key={format} value={format}>{format.toUpperCase()}</option>)}
            </select>
          </div>
        </div>
        {/* Engine names are long ('Voice matching (offline): …'): the engine gets a row of its own. */}
        <div className="field">
          <label className="field__label" htmlFor={ids.engine}>{t('vc.form.engine')}</label>
          <select id={ids.engine} className="field__input" value={value.engine} disabled={!engines?.length} onChange={(event) => set({ engine: event.target.value as EngineId })}>
            {!engines?.length && <option value="">{enginesFailed ? t('vc.form.unavailable') : engines ? t('vc.form.noEngines') : t('vc.form.loading')}</option>}
            {engines?.map((engine) => (
              <option key={engine.id} value={engine.id}>{engine.isDefault ? t('vc.form.defaultEngine', { name: engine.name }) : engine.name}</option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="vc-form__actions">
        <Button type="submit" variant="primary" className="vc-form__clone" disabled={!ready} aria-busy={busy || undefined}>
          {busy ? t('vc.form.cloning') : t('vc.form.clone')}
        </Button>
        {hint && <span className="vc-form__hint">{hint}</span>}
      </div>
      <p className="vc-form__consent">{t('vc.form.consent')}</p>
    </form>
  );
}

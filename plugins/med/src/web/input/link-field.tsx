import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpLink } from './med-input.ts';

/** A link to a media file, for the server to fetch (stt's uploadLink). */
export function LinkField({ disabled, onLink }: { disabled: boolean; onLink: (link: string) => void }) {
  const { t } = useTranslation();
  const ids = { link: useId(), error: useId() };
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = link.trim();
    if (!isHttpLink(text)) return setError(t('med.input.linkInvalid'));
    setError(null);
    onLink(text);
  };

  return (
    <form className="med-link" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={ids.link}>{t('med.input.link')}</label>
      <div className="med-link__row">
        <input
          id={ids.link}
          className="field__input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setLink(event.target.value)}
        />
        <button type="submit" className="button" disabled={disabled}>{t('med.input.useLink')}</button>
      </div>
      {error && <p id={ids.error} className="field__error">{error}</p>}
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';

/** Whether the text is an http(s) address, the only links the host fetches. */
export function isHttpLink(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export interface LinkFieldLabels {
  /** 'Or a link to a media file' */
  label: string;
  /** The button: 'Use link' */
  use: string;
  /** Said under the field when the text is not an http(s) address. */
  invalid: string;
}

interface LinkFieldProps {
  disabled: boolean;
  onLink: (link: string) => void;
  labels: LinkFieldLabels;
  className?: string;
}

/** A link to a media file for the host to fetch: checked to be http(s) before it is handed on. */
export function LinkField({ disabled, onLink, labels, className }: LinkFieldProps) {
  const ids = { link: useId(), error: useId() };
  const [link, setLink] = useState('');
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = link.trim();
    setError(!isHttpLink(text));
    if (isHttpLink(text)) onLink(text);
  };

  return (
    <form className={['link-field', className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={ids.link}>{labels.label}</label>
      <div className="link-field__row">
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
        <button type="submit" className="button" disabled={disabled}>{labels.use}</button>
      </div>
      {error && <p id={ids.error} className="field__error">{labels.invalid}</p>}
    </form>
  );
}

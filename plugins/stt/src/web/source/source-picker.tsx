import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, type SampleMedia } from '@speechdeck/core/web';
import { formatBytes } from '../format-bytes.ts';
import type { SpeechInput } from './speech-input.ts';

interface SourcePickerProps {
  input: SpeechInput | null;
  loadingSample: SampleMedia | null;
  disabled: boolean;
  onInput: (input: SpeechInput) => void;
}

const isHttpLink = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Where the speech comes from: a dropped or chosen file, a sample from the sample panel, or a link. */
export function SourcePicker({ input, loadingSample, disabled, onInput }: SourcePickerProps) {
  const { t } = useTranslation();
  const ids = { title: useId(), link: useId(), linkError: useId() };
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const onLink = (event: FormEvent) => {
    event.preventDefault();
    const text = link.trim();
    if (!isHttpLink(text)) {
      setLinkError(t('stt.source.linkInvalid'));
      return;
    }
    setLinkError(null);
    onInput({ kind: 'link', link: text });
  };

  return (
    <section className="panel speech-source" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('stt.source.title')}</h2>
      <FileDropZone
        prompt={t('stt.source.drop')}
        chooseLabel={t('stt.source.choose')}
        hint={t('stt.source.fileHint')}
        accept="audio/*,video/*"
        disabled={disabled}
        onFile={(file) => onInput({ kind: 'file', file })}
      />
      <p className="speech-source__sample-hint">{t('stt.source.sampleHint')}</p>
      <form className="speech-link" onSubmit={onLink} noValidate>
        <label className="field__label" htmlFor={ids.link}>{t('stt.source.link')}</label>
        <div className="speech-link__row">
          <input
            id={ids.link}
            className="field__input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            disabled={disabled}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? ids.linkError : undefined}
            onChange={(event) => setLink(event.target.value)}
          />
          <button type="submit" className="button" disabled={disabled}>{t('stt.source.useLink')}</button>
        </div>
        {linkError && <p id={ids.linkError} className="field__error">{linkError}</p>}
      </form>
      <div className="speech-chosen" aria-live="polite">
        {loadingSample ? (
          <p><span className="spinner speech-chosen__spinner" aria-hidden="true" /> {t('stt.source.loadingSample', { name: loadingSample.name })}</p>
        ) : input ? (
          <p>
            <span className="badge">{t(`stt.source.kind.${input.kind}`)}</span>{' '}
            <strong className="speech-chosen__name" data-testid="chosen-input">
              {input.kind === 'link' ? input.link : input.kind === 'sample' ? input.sample.name : input.file.name}
            </strong>
            {input.kind !== 'link' && <span className="speech-chosen__size"> · {formatBytes(input.file.size)}</span>}
          </p>
        ) : (
          <p className="speech-chosen__none">{t('stt.source.none')}</p>
        )}
      </div>
    </section>
  );
}

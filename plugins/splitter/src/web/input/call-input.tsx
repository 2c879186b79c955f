import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, notify, useSampleFile } from '@speechdeck/core/web';

/** The recording the page works on: a chosen or dropped file, or a sample from the shell's panel, with the name it goes by. */
export interface CallInput {
  file: File;
  name: string;
  source: 'file' | 'sample';
}

interface CallInputPickerProps {
  input: CallInput | null;
  disabled: boolean;
  onInput: (input: CallInput) => void;
  /** Under the chosen recording: what to do with it. */
  children?: ReactNode;
}

/** Where the call recording comes in: the drop zone, or the sample panel (a sample picked there arrives here as a file). */
export function CallInputPicker({ input, disabled, onInput, children }: CallInputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { loadingSample } = useSampleFile(
    (file, sample) => onInput({ file, name: sample.name, source: 'sample' }),
    (sample) => notify.error(t('splitter.input.sampleFailed', { name: sample.name })),
  );
  return (
    <section className="panel sp-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('splitter.input.title')}</h2>
      <FileDropZone
        prompt={t('splitter.input.drop')}
        chooseLabel={t('splitter.input.choose')}
        hint={t('splitter.input.hint')}
        accept="audio/*,video/*"
        disabled={disabled}
        onFile={(file) => onInput({ file, name: file.name, source: 'file' })}
      />
      <p className="sp-input__sample-hint">{t('splitter.input.sampleHint')}</p>
      <div className="sp-input__chosen" aria-live="polite">
        {loadingSample ? (
          <p><span className="spinner" aria-hidden="true" /> {t('splitter.input.loadingSample', { name: loadingSample.name })}</p>
        ) : input ? (
          <p><span className="badge">{t('splitter.input.chosen')}</span> <strong data-testid="chosen-input">{input.name}</strong></p>
        ) : (
          <p className="sp-input__none">{t('splitter.input.none')}</p>
        )}
      </div>
      {children}
    </section>
  );
}

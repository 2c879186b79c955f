import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChosenMedia, MediaDropZone, notify, useSampleFile } from '@speechdeck/core/web';

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
      <MediaDropZone
        labels={{ drop: t('splitter.input.drop'), choose: t('splitter.input.choose'), fileHint: t('splitter.input.hint') }}
        disabled={disabled}
        onFile={(file) => onInput({ file, name: file.name, source: 'file' })}
      />
      <p className="media-source__sample-hint">{t('splitter.input.sampleHint')}</p>
      <ChosenMedia
        loading={loadingSample ? t('splitter.input.loadingSample', { name: loadingSample.name }) : null}
        chosen={input && { kind: t('splitter.input.chosen'), name: input.name }}
        none={t('splitter.input.none')}
      />
      {children}
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone, LinkField, type SampleMedia } from '@speechdeck/core/web';
import { formatBytes } from '../format-bytes.ts';
import type { SpeechInput } from './speech-input.ts';

interface SourcePickerProps {
  input: SpeechInput | null;
  loadingSample: SampleMedia | null;
  disabled: boolean;
  onInput: (input: SpeechInput) => void;
}

/** Where the speech comes from: a dropped or chosen file, a sample from the sample panel, or a link. */
export function SourcePicker({ input, loadingSample, disabled, onInput }: SourcePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section className="panel speech-source" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('stt.source.title')}</h2>
      <FileDropZone
        prompt={t('stt.source.drop')}
        chooseLabel={t('stt.source.choose')}
        hint={t('stt.source.fileHint')}
        accept="audio/*,video/*"
        disabled={disabled}
        onFile={(file) => onInput({ kind: 'file', file })}
      />
      <p className="speech-source__sample-hint">{t('stt.source.sampleHint')}</p>
      <LinkField
        disabled={disabled}
        onLink={(link) => onInput({ kind: 'link', link })}
        labels={{ label: t('stt.source.link'), use: t('stt.source.useLink'), invalid: t('stt.source.linkInvalid') }}
      />
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

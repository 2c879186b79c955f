import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkField, RecordingPicker, type RecordingPickerLabels } from '@speechdeck/core/web';
import type { MedInput } from './med-input.ts';

/** How long a microphone recording may be here: a dictated note. */
const RECORD_SECONDS = { min: 2, max: 600 };

function usePickerLabels(): RecordingPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    sources: t('med.input.sources'),
    source: { file: t('med.input.source.file'), sample: t('med.input.source.sample'), microphone: t('med.input.source.microphone') },
    drop: t('med.input.drop'),
    choose: t('med.input.choose'),
    fileHint: t('med.input.fileHint'),
    sampleHint: t('med.input.sampleHint'),
    loadingSample: (name) => t('med.input.loadingSample', { name }),
    sampleFailed: (name) => t('med.input.sampleFailed', { name }),
    kind: { file: t('med.input.kind.file'), sample: t('med.input.kind.sample'), recording: t('med.input.kind.recording') },
    none: t('med.input.none'),
    microphone: {
      hint: (min, max) => t('med.microphone.hint', { min, max }),
      record: t('med.microphone.record'),
      recordAgain: t('med.microphone.recordAgain'),
      stop: t('med.microphone.stop'),
      level: t('med.microphone.level'),
      starting: t('med.microphone.starting'),
      recording: t('med.microphone.recording'),
      keepGoing: (min) => t('med.microphone.keepGoing', { min }),
      tooShort: (seconds, min) => t('med.microphone.tooShort', { seconds, min }),
      unsupported: t('med.microphone.unsupported'),
      failed: {
        denied: t('med.microphone.failed.denied'),
        noDevice: t('med.microphone.failed.noDevice'),
        busy: t('med.microphone.failed.busy'),
        failed: t('med.microphone.failed.failed'),
      },
    },
  }), [t]);
}

interface MedInputPickerProps {
  input: MedInput | null;
  disabled: boolean;
  onInput: (input: MedInput) => void;
  onSampleLoading: (loading: boolean) => void;
}

/** The recording: the kit's picker (file, sample, microphone) and, under it, a link. */
export function MedInputPicker({ input, disabled, onInput, onSampleLoading }: MedInputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = usePickerLabels();
  return (
    <section className="panel med-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('med.input.title')}</h2>
      <RecordingPicker
        value={input && input.kind !== 'link' ? input : null}
        onPick={onInput}
        disabled={disabled}
        recordSeconds={RECORD_SECONDS}
        labels={labels}
        onSampleLoading={(sample) => onSampleLoading(sample !== null)}
      />
      <LinkField
        className="med-link"
        disabled={disabled}
        onLink={(link) => onInput({ kind: 'link', link })}
        labels={{ label: t('med.input.link'), use: t('med.input.useLink'), invalid: t('med.input.linkInvalid') }}
      />
      {input?.kind === 'link' && (
        <p className="med-input__chosen" aria-live="polite">
          <span className="badge">{t('med.input.kind.link')}</span>{' '}
          <strong className="med-input__name" data-testid="chosen-link">{input.link}</strong>
        </p>
      )}
    </section>
  );
}

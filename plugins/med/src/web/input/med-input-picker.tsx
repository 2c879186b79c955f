import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkField, microphoneLabelsFrom, RecordingPicker, recordingPickerLabelsFrom, type RecordingPickerLabels } from '@speechdeck/core/web';
import type { MedInput } from './med-input.ts';

/** How long a microphone recording may be here: a dictated note. */
const RECORD_SECONDS = { min: 2, max: 600 };

function usePickerLabels(): RecordingPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => recordingPickerLabelsFrom(
    (key, values) => t(`med.input.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`med.microphone.${key}`, values)),
  ), [t]);
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

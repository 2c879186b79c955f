import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, mediaPickerLabelsFrom, microphoneLabelsFrom, type MediaPickerLabels, type Translate } from '@speechdeck/core/web';
import { MED_SOURCES, type MedInput } from './med-input.ts';

/** How long a microphone recording may be here: a dictated note. */
const RECORD_SECONDS = { min: 2, max: 600 };

/** The media picker and its recorder in the page's words (its messages test asks it for every key). */
export function medPickerLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom(
    (key, values) => t(`med.input.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`med.microphone.${key}`, values)),
    { link: true },
  );
}

function usePickerLabels(): MediaPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => medPickerLabels(t), [t]);
}

interface MedInputPickerProps {
  input: MedInput | null;
  disabled: boolean;
  onInput: (input: MedInput) => void;
  onSampleLoading: (loading: boolean) => void;
}

/** The recording, in its panel: the platform's media picker (file, sample, microphone, link). */
export function MedInputPicker({ input, disabled, onInput, onSampleLoading }: MedInputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = usePickerLabels();
  return (
    <section className="panel med-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('med.input.title')}</h2>
      <MediaPicker
        sources={MED_SOURCES}
        value={input}
        onInput={onInput}
        disabled={disabled}
        recordSeconds={RECORD_SECONDS}
        labels={labels}
        onSampleLoading={(sample) => onSampleLoading(sample !== null)}
      />
    </section>
  );
}

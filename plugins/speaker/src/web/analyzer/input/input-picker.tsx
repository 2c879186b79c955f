import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, mediaPickerLabelsFrom, type MediaPickerLabels, type SampleMedia, type Translate } from '@speechdeck/core/web';
import { CLIP_SOURCES, type Clip } from '../../clip/clip.ts';
import { speakerMicrophoneLabels } from '../../clip/microphone-labels.ts';

/** What a conversation recorded here may last: long enough for two people to take turns, at most ten minutes. */
export const RECORD_SECONDS = { min: 5, max: 600 };

interface InputPickerProps {
  input: Clip | null;
  disabled: boolean;
  onInput: (input: Clip) => void;
  /** The sample being fetched from the shell's panel, then null. */
  onSampleLoading: (sample: SampleMedia | null) => void;
}

/**
 * The media picker in the page's words, its recorder the plugin's but for the hint, which asks for a
 * conversation (its messages test asks it for every key).
 */
export function inputPickerLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom(
    (key, values) => t(`speaker.diarization.input.${key}`, values),
    { ...speakerMicrophoneLabels(t, 'identify'), hint: (min, max) => t('speaker.diarization.input.recordHint', { min, max }) },
  );
}

/** The conversation: a file, a sample or a recording from the microphone (the platform's media picker), in its panel. */
export function InputPicker({ input, disabled, onInput, onSampleLoading }: InputPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = useMemo(() => inputPickerLabels(t), [t]);

  return (
    <section className="panel sa-input" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('speaker.diarization.input.title')}</h2>
      <MediaPicker sources={CLIP_SOURCES} value={input} onInput={onInput} disabled={disabled} recordSeconds={RECORD_SECONDS} labels={labels} onSampleLoading={onSampleLoading} />
    </section>
  );
}

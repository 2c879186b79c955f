import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, mediaPickerLabelsFrom, type MediaInputFrom, type MediaPickerLabels, type SampleMedia, type Translate } from '@speechdeck/core/web';

/** What the page recognizes: a file, a sample or a link the host fetches. */
const SPEECH_SOURCES = ['file', 'sample', 'link'] as const;
export type SpeechInput = MediaInputFrom<(typeof SPEECH_SOURCES)[number]>;

interface SpeechSourceProps {
  input: SpeechInput | null;
  disabled: boolean;
  onInput: (input: SpeechInput) => void;
  onSampleLoading: (sample: SampleMedia | null) => void;
}

/** The media picker in the page's words (its messages test asks it for every key). */
export function speechSourceLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom((key, values) => t(`stt.source.${key}`, values), undefined, { link: true });
}

/** The speech to recognize, in its panel: the platform's media picker in the page's words. */
export function SpeechSource({ input, disabled, onInput, onSampleLoading }: SpeechSourceProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = useMemo(() => speechSourceLabels(t), [t]);
  return (
    <section className="panel media-source" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('stt.source.title')}</h2>
      <MediaPicker sources={SPEECH_SOURCES} value={input} disabled={disabled} onInput={onInput} labels={labels} onSampleLoading={onSampleLoading} />
    </section>
  );
}

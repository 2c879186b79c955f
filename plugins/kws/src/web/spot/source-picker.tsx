import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, mediaPickerLabelsFrom, microphoneLabelsFrom, RecordingPreview, type MediaPickerLabels, type SampleMedia, type Translate } from '@speechdeck/core/web';
import { ResultChooser } from '@speechdeck/plugin-workspace/web';
import type { SpotSource } from './spot-source.ts';

/** What a recording made here may last: a few words at least, at most what is answered at once. */
const RECORD_SECONDS = { min: 2, max: 600 };
const RECORDING_SOURCES = ['file', 'sample', 'microphone'] as const;
type ResultSource = Extract<SpotSource, { kind: 'result' }>;

interface SourcePickerProps {
  source: SpotSource | null;
  disabled: boolean;
  onSource: (source: SpotSource) => void;
  onSampleLoading: (sample: SampleMedia | null) => void;
}

/** The recording to search: a file, a sample or the microphone (the platform's media picker), or, on its own tab, a result of the workspace. */
export function SourcePicker({ source, disabled, onSource, onSampleLoading }: SourcePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [resultOpen, setResultOpen] = useState(false);
  const labels = usePickerLabels();

  return (
    <section className="panel kws-spot-source" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('kws.spot.source.title')}</h2>
      <MediaPicker
        sources={RECORDING_SOURCES}
        value={source?.kind === 'recording' ? source.recording : null}
        onInput={(input) => onSource(input.kind === 'result' ? input : { kind: 'recording', recording: input })}
        disabled={disabled}
        recordSeconds={RECORD_SECONDS}
        labels={labels}
        onSampleLoading={onSampleLoading}
        own={{
          tabs: t('kws.spot.source.tabs'),
          media: t('kws.spot.source.recording'),
          title: t('kws.spot.source.result'),
          open: resultOpen,
          onOpen: setResultOpen,
          render: (pick: (result: ResultSource) => void) => (
            <ResultChooser
              value={source?.kind === 'result' ? source.processId : null}
              disabled={disabled}
              onChoose={(chosen) => pick({ kind: 'result', processId: chosen.processId, fn: chosen.fn, duration: chosen.duration })}
              // Spotting listens to a result's recording, so a saved diarization serves as well as a
              // transcript; its words tell it from the transcript of the same file.
              labels={{ pick: t('kws.spot.source.pick'), choose: t('kws.spot.source.choose'), loading: t('kws.spot.source.loading'), none: t('kws.spot.source.noResults'), noText: t('kws.spot.source.noText') }}
            />
          ),
        }}
      >
        {source?.kind === 'recording' && <RecordingPreview recording={source.recording} title={labels.kind[source.recording.kind] ?? ''} />}
      </MediaPicker>
    </section>
  );
}

/** The media picker and its recorder in the spotting page's words (its messages test asks it for every key). */
export function spotPickerLabels(t: Translate): MediaPickerLabels {
  return mediaPickerLabelsFrom(
    (key, values) => t(`kws.spot.input.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`kws.spot.microphone.${key}`, values)),
  );
}

function usePickerLabels(): MediaPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => spotPickerLabels(t), [t]);
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { microphoneLabelsFrom, RecordingPicker, recordingPickerLabelsFrom, RecordingPreview, Tabs, type RecordingPickerLabels, type SampleMedia } from '@speechdeck/core/web';
import { ResultChooser } from '@speechdeck/plugin-workspace/web';
import type { SpotSource } from './spot-source.ts';

/** What a recording made here may last: a few words at least, at most what is answered at once. */
const RECORD_SECONDS = { min: 2, max: 600 };
const SOURCES = ['recording', 'result'] as const;
type SourceTab = (typeof SOURCES)[number];

interface SourcePickerProps {
  source: SpotSource | null;
  disabled: boolean;
  onSource: (source: SpotSource) => void;
  onSampleLoading: (sample: SampleMedia | null) => void;
}

/** The recording to search: a file, a sample or the microphone (the kit's picker), or a result of the workspace. */
export function SourcePicker({ source, disabled, onSource, onSampleLoading }: SourcePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [tab, setTab] = useState<SourceTab>('recording');
  const labels = useRecordingPickerLabels();

  return (
    <section className="panel kws-spot-source" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('kws.spot.source.title')}</h2>
      <Tabs label={t('kws.spot.source.tabs')} tabs={SOURCES} selected={tab} onSelect={setTab} title={(name) => t(`kws.spot.source.${name}`)}>
        {tab === 'recording' ? (
          <RecordingPicker
            value={source?.kind === 'recording' ? source.recording : null}
            onPick={(recording) => onSource({ kind: 'recording', recording })}
            disabled={disabled}
            recordSeconds={RECORD_SECONDS}
            labels={labels}
            onSampleLoading={onSampleLoading}
          >
            {source?.kind === 'recording' && <RecordingPreview recording={source.recording} title={labels.kind[source.recording.kind]} />}
          </RecordingPicker>
        ) : (
          <ResultChooser
            value={source?.kind === 'result' ? source.processId : null}
            disabled={disabled}
            onChoose={(chosen) => onSource({ kind: 'result', processId: chosen.processId, fn: chosen.fn, duration: chosen.duration })}
            // Spotting listens to a result's recording, so a saved diarization serves as well as a
            // transcript; its words tell it from the transcript of the same file.
            labels={{ pick: t('kws.spot.source.pick'), choose: t('kws.spot.source.choose'), loading: t('kws.spot.source.loading'), none: t('kws.spot.source.noResults'), noText: t('kws.spot.source.noText') }}
          />
        )}
      </Tabs>
    </section>
  );
}

function useRecordingPickerLabels(): RecordingPickerLabels {
  const { t } = useTranslation();
  return useMemo(() => recordingPickerLabelsFrom(
    (key, values) => t(`kws.spot.input.${key}`, values),
    microphoneLabelsFrom((key, values) => t(`kws.spot.microphone.${key}`, values)),
  ), [t]);
}

import { useState, type ReactNode } from 'react';
import { ChosenMedia, MediaDropZone } from '../media-source/picker-parts.tsx';
import { MicrophoneRecorder } from '../microphone/microphone-recorder.tsx';
import type { SampleMedia } from '../sample-bus.ts';
import { Tabs } from '../ui/tabs.tsx';
import { notify } from '../ui/toast/notify.ts';
import { useSampleFile } from '../use-sample-file.ts';
import { RECORDING_SOURCES, recordingName, type PickedRecording, type RecordingSource } from './picked-recording.ts';
import type { RecordingPickerLabels } from './recording-picker-labels.ts';

export interface RecordingPickerProps {
  value: PickedRecording | null;
  onPick: (recording: PickedRecording) => void;
  /** While set (a run is going), nothing new is taken. */
  disabled: boolean;
  /** Seconds a microphone recording must and may last: the host's limits for what it is for. */
  recordSeconds: { min: number; max: number };
  labels: RecordingPickerLabels;
  /** The sample fetched from the shell's panel, then null: for a page that waits for it before it runs. */
  onSampleLoading?: (sample: SampleMedia | null) => void;
  /** Under the chosen recording: its player, what is wrong with it. */
  children?: ReactNode;
}

/**
 * A recording to upload: a dropped or chosen file, a sample from the shell's sample panel, or a
 * recording from the microphone, one tab each. A sample picked in the panel becomes the recording
 * whichever tab is open, and opens its tab.
 */
export function RecordingPicker({ value, onPick, disabled, recordSeconds, labels, onSampleLoading, children }: RecordingPickerProps) {
  const [source, setSource] = useState<RecordingSource>('file');
  const { loadingSample } = useSampleFile(
    (file, sample) => {
      setSource('sample');
      onPick({ kind: 'sample', sample, file });
    },
    (sample) => notify.error(labels.sampleFailed(sample.name)),
    onSampleLoading,
  );

  return (
    <div className="recording-picker">
      <Tabs label={labels.sources} tabs={RECORDING_SOURCES} selected={source} onSelect={setSource} title={(name) => labels.source[name]}>
        {source === 'file' && (
          <MediaDropZone labels={labels} disabled={disabled} onFile={(file) => onPick({ kind: 'file', file })} />
        )}
        {source === 'sample' && <p className="recording-picker__sample-hint">{labels.sampleHint}</p>}
        {source === 'microphone' && (
          <MicrophoneRecorder
            minSeconds={recordSeconds.min}
            maxSeconds={recordSeconds.max}
            labels={labels.microphone}
            disabled={disabled}
            recorded={value?.kind === 'recording'}
            onRecorded={({ file, seconds }) => onPick({ kind: 'recording', file, seconds })}
          />
        )}
      </Tabs>
      <ChosenMedia
        loading={loadingSample ? labels.loadingSample(loadingSample.name) : null}
        chosen={value && { kind: labels.kind[value.kind], name: recordingName(value) }}
        none={labels.none}
      />
      {children}
    </div>
  );
}

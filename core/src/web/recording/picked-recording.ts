import type { SampleMedia } from '../sample-bus.ts';

/** Where a recording can come from, as the picker's tabs. */
export const RECORDING_SOURCES = ['file', 'sample', 'microphone'] as const;
export type RecordingSource = (typeof RECORDING_SOURCES)[number];

/** A recording a page will upload, as the person gave it: always a file. */
export type PickedRecording =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; file: File; sample: SampleMedia }
  /** `seconds` as timed while recording: a browser's recording often carries no duration of its own. */
  | { kind: 'recording'; file: File; seconds: number };

/** What a page calls the recording: the sample's title, or the file's name. */
export const recordingName = (recording: PickedRecording) => (recording.kind === 'sample' ? recording.sample.name : recording.file.name);

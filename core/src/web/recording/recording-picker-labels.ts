import type { MicrophoneLabels } from '../microphone/microphone-labels.ts';
import type { PickedRecording, RecordingSource } from './picked-recording.ts';

/**
 * The picker's words, given by the page in the dashboard's language (like the recorder's): each
 * page says what the recording is for ('the voice to clone', 'the conversation').
 */
export interface RecordingPickerLabels {
  /** The tab list's accessible name. */
  sources: string;
  /** Each tab's title. */
  source: Record<RecordingSource, string>;
  /** The drop zone's big line, its button, and what files it takes. */
  drop: string;
  choose: string;
  fileHint: string;
  /** The Sample tab: where to pick one (the shell's sample panel). */
  sampleHint: string;
  /** While a sample picked in the panel is fetched. */
  loadingSample: (name: string) => string;
  /** Toasted when a sample cannot be fetched. */
  sampleFailed: (name: string) => string;
  /** The chosen recording's badge: where it came from. */
  kind: Record<PickedRecording['kind'], string>;
  /** Nothing chosen yet. */
  none: string;
  microphone: MicrophoneLabels;
}

import type { MicrophoneLabels } from '../microphone/microphone-labels.ts';
import type { LinkFieldLabels } from '../ui/form/link-field.tsx';
import type { MediaInput } from './media-input.ts';

/**
 * The media picker's words, given by the page in the dashboard's language (`mediaPickerLabelsFrom`):
 * each page says what the media is for ('the voice to clone', 'the conversation').
 */
export interface MediaPickerLabels {
  /** Where a microphone is offered, each source has a tab: the tab list's accessible name and each tab's title. */
  sources?: string;
  source?: Record<'file' | 'sample' | 'microphone', string>;
  /** The drop zone's big line, its button, and what files it takes. */
  drop: string;
  choose: string;
  fileHint: string;
  /** Where to pick a sample (the shell's sample panel). */
  sampleHint: string;
  /** While a sample picked in the panel is fetched. */
  loadingSample: (name: string) => string;
  /** Toasted when a sample cannot be fetched. */
  sampleFailed: (name: string) => string;
  /** The chosen input's badge: where it came from (a page words the kinds its sources yield). */
  kind: Partial<Record<MediaInput['kind'], string>>;
  /** Nothing chosen yet. */
  none: string;
  /** The recorder's words, where a microphone is offered. */
  microphone?: MicrophoneLabels;
  /** The link field's words, where a link is offered. */
  link?: LinkFieldLabels;
}

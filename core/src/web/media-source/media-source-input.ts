import type { SampleMedia } from '../sample-bus.ts';

/** What a page's media comes from: a chosen file, a sample from the sample panel, or a link the host fetches. */
export type MediaSourceInput =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; sample: SampleMedia; file: File }
  | { kind: 'link'; link: string };

/**
 * The picker's words, given by the page in the dashboard's language (like the recording picker's):
 * each page says what the media is for.
 */
export interface MediaSourceLabels {
  /** The panel's heading. */
  title: string;
  /** The drop zone's big line, its button, and what files it takes. */
  drop: string;
  choose: string;
  fileHint: string;
  /** Where to pick a sample (the shell's sample panel). */
  sampleHint: string;
  /** The link field, its button, and what it says of a link that is not http(s). */
  link: string;
  useLink: string;
  linkInvalid: string;
  /** While a sample picked in the panel is fetched. */
  loadingSample: (name: string) => string;
  /** The chosen input's badge: where it came from. */
  kind: Record<MediaSourceInput['kind'], string>;
  /** Nothing chosen yet. */
  none: string;
}

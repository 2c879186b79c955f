import type { SampleMedia } from '@speechdeck/core/web';

/** A recording of a voice to enroll or identify, always a file to upload. */
export type Clip =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; file: File; sample: SampleMedia }
  /** `seconds` as timed while recording: a browser's recording often carries no duration of its own. */
  | { kind: 'recording'; file: File; seconds: number };

/** What the page calls the clip: the sample's title, or the file's name. */
export const clipName = (clip: Clip) => (clip.kind === 'sample' ? clip.sample.name : clip.file.name);

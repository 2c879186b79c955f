import type { SampleMedia } from '../sample-bus.ts';

/** Where a page's media can come from: a page offers some of these in the media picker. */
export type MediaSource = 'file' | 'sample' | 'microphone' | 'link';

/** What the media picker yields, as the person gave it: a file to upload, or a link the host fetches (`platform.mediaIntake`). */
export type MediaInput =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; file: File; sample: SampleMedia }
  /** `seconds` as timed while recording: a browser's recording often carries no duration of its own. */
  | { kind: 'recording'; file: File; seconds: number }
  | { kind: 'link'; link: string };

interface KindBySource {
  file: 'file';
  sample: 'sample';
  microphone: 'recording';
  link: 'link';
}

/** The inputs a picker offering these sources can yield. */
export type MediaInputFrom<S extends MediaSource> = Extract<MediaInput, { kind: KindBySource[S] }>;

/** A recording a page will upload: always a file. */
export type PickedRecording = MediaInputFrom<'file' | 'sample' | 'microphone'>;

/** What a page calls the input: the sample's title, the file's name, or the link. */
export const mediaInputName = (input: MediaInput) => (input.kind === 'link' ? input.link : input.kind === 'sample' ? input.sample.name : input.file.name);

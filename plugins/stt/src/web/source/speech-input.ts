import type { SampleMedia } from '@speechdeck/core/web';

/** What the page will recognize: a chosen file, a sample from the sample panel, or a link. */
export type SpeechInput =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; sample: SampleMedia; file: File }
  | { kind: 'link'; link: string };

export function inputName(input: SpeechInput): string {
  return input.kind === 'link' ? input.link : input.file.name;
}

import type { SampleMedia } from '@speechdeck/core/web';

/** What the page will recognize: a chosen file, a sample from the sample panel, or a link. */
export type SpeechInput =
  | { kind: 'file'; file: File }
  | { kind: 'sample'; sample: SampleMedia; file: File }
  | { kind: 'link'; link: string };

export function inputName(input: SpeechInput): string {
  return input.kind === 'link' ? input.link : input.file.name;
}

/** A sample's media, fetched from the dashboard's own origin as a File to upload like a chosen one. */
export async function fetchSample(sample: SampleMedia, signal?: AbortSignal): Promise<File> {
  const response = await fetch(sample.path, { signal });
  if (!response.ok) throw new Error(`${sample.path}: ${response.status}`);
  const blob = await response.blob();
  const name = decodeURIComponent(sample.path.split('/').pop() || 'sample');
  return new File([blob], name, { type: blob.type });
}

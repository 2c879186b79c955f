import { useId } from 'react';
import type { SampleMedia } from '../sample-bus.ts';
import { LinkField } from '../ui/form/link-field.tsx';
import { ChosenMedia, MediaDropZone } from './picker-parts.tsx';
import { formatBytes } from './format-bytes.ts';
import type { MediaSourceInput, MediaSourceLabels } from './media-source-input.ts';

interface MediaSourcePickerProps {
  input: MediaSourceInput | null;
  loadingSample: SampleMedia | null;
  disabled: boolean;
  onInput: (input: MediaSourceInput) => void;
  labels: MediaSourceLabels;
}

/**
 * Where a page's media comes from: a dropped or chosen file, a sample from the sample panel, or a
 * link (which the host fetches safely: `platform.mediaIntake`). The page says the words.
 */
export function MediaSourcePicker({ input, loadingSample, disabled, onInput, labels }: MediaSourcePickerProps) {
  const titleId = useId();

  return (
    <section className="panel media-source" aria-labelledby={titleId}>
      <h2 id={titleId}>{labels.title}</h2>
      <MediaDropZone labels={labels} disabled={disabled} onFile={(file) => onInput({ kind: 'file', file })} />
      <p className="media-source__sample-hint">{labels.sampleHint}</p>
      <LinkField
        disabled={disabled}
        onLink={(link) => onInput({ kind: 'link', link })}
        labels={{ label: labels.link, use: labels.useLink, invalid: labels.linkInvalid }}
      />
      <ChosenMedia
        loading={loadingSample ? labels.loadingSample(loadingSample.name) : null}
        chosen={input && {
          kind: labels.kind[input.kind],
          name: input.kind === 'link' ? input.link : input.kind === 'sample' ? input.sample.name : input.file.name,
          ...(input.kind !== 'link' ? { size: formatBytes(input.file.size) } : {}),
        }}
        none={labels.none}
      />
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { MicrophoneRecorder } from '../microphone/microphone-recorder.tsx';
import type { SampleMedia } from '../sample-bus.ts';
import { LinkField } from '../ui/form/link-field.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { notify } from '../ui/toast/notify.ts';
import { useSampleFile } from '../use-sample-file.ts';
import { formatBytes } from './format-bytes.ts';
import { mediaInputName, type MediaInput, type MediaInputFrom, type MediaSource } from './media-input.ts';
import type { MediaPickerLabels } from './media-picker-labels.ts';
import { ChosenMedia, MediaDropZone } from './picker-parts.tsx';

/** The sources that have a tab of their own where the picker has tabs (a link sits under them). */
const TABBED = ['file', 'sample', 'microphone'] as const;
type TabbedSource = (typeof TABBED)[number];
const OWN_TABS = ['media', 'own'] as const;

/** A tab the page adds beside the picker's: what the page takes besides media (a workspace result, an enrolled speaker). */
export interface MediaPickerOwnTab<Own> {
  /** The tab list's accessible name, the picker's tab title and this one's. */
  tabs: string;
  media: string;
  title: string;
  /** Whether this tab is open: the page's to hold, as the open tab's pick is often the one that counts. */
  open: boolean;
  onOpen: (open: boolean) => void;
  /** The tab's content, given the picker's way to yield the page's own input. */
  render: (pick: (own: Own) => void) => ReactNode;
}

export interface MediaPickerProps<S extends MediaSource, Own = never> {
  /** The sources the page offers: any of file, sample, microphone, link. */
  sources: readonly S[];
  /** The media chosen (null for none, or where the page's own tab holds the pick). */
  value: MediaInput | null;
  onInput: (input: MediaInputFrom<S> | Own) => void;
  /** While set (a run is going), nothing new is taken. */
  disabled: boolean;
  labels: MediaPickerLabels;
  /** Seconds a microphone recording must and may last: the host's limits for what it is for. */
  recordSeconds?: { min: number; max: number };
  /** The sample fetched from the shell's panel, then null: for a page that waits for it before it runs. */
  onSampleLoading?: (sample: SampleMedia | null) => void;
  own?: MediaPickerOwnTab<Own>;
  /** Under the chosen media: its player, what is wrong with it. */
  children?: ReactNode;
}

/**
 * The platform's source picker: a page names the sources it offers and gets "a media input" whole
 * (the host receives it, or fetches the link: `platform.mediaIntake`). With a microphone each source
 * has a tab; with a file and a sample only, the drop zone and the sample hint share one view, as a
 * tab that only points at the sample panel would cost a click for nothing. A sample picked in the
 * panel becomes the input whichever tab is open, and opens its tab.
 */
export function MediaPicker<S extends MediaSource, Own = never>({ own, ...props }: MediaPickerProps<S, Own>) {
  if (!own) return <MediaSources {...props} />;
  return (
    <Tabs label={own.tabs} tabs={OWN_TABS} selected={own.open ? 'own' : 'media'} onSelect={(tab) => own.onOpen(tab === 'own')} title={(tab) => (tab === 'own' ? own.title : own.media)}>
      {own.open ? own.render(props.onInput) : <MediaSources {...props} />}
    </Tabs>
  );
}

function MediaSources<S extends MediaSource, Own>({ sources, value, onInput, disabled, labels, recordSeconds, onSampleLoading, children }: Omit<MediaPickerProps<S, Own>, 'own'>) {
  const offers = (source: MediaSource) => (sources as readonly MediaSource[]).includes(source);
  // What each source yields is one of the offered sources' inputs, which the type cannot follow.
  const take = onInput as (input: MediaInput) => void;
  const tabs = TABBED.filter(offers);
  const [tab, setTab] = useState<TabbedSource | undefined>(tabs[0]);
  const [loadingSample, setLoadingSample] = useState<SampleMedia | null>(null);
  if (sources.length === 0) throw new Error('MediaPicker: a page offers at least one source.');
  const microphone = offers('microphone') ? microphoneParts(labels, recordSeconds) : null;
  const link = offers('link') ? required(labels.link, 'a link', 'labels.link (mediaPickerLabelsFrom with { link: true })') : null;

  const pane = (source: TabbedSource) =>
    source === 'file' ? (
      <MediaDropZone key={source} labels={labels} disabled={disabled} onFile={(file) => take({ kind: 'file', file })} />
    ) : source === 'sample' ? (
      <p key={source} className="media-source__sample-hint">{labels.sampleHint}</p>
    ) : (
      microphone && (
        <MicrophoneRecorder
          key={source}
          minSeconds={microphone.seconds.min}
          maxSeconds={microphone.seconds.max}
          labels={microphone.labels}
          disabled={disabled}
          recorded={value?.kind === 'recording'}
          onRecorded={({ file, seconds }) => take({ kind: 'recording', file, seconds })}
        />
      )
    );

  return (
    <div className="media-picker">
      {offers('sample') && (
        <SampleFollower
          onFile={(file, sample) => {
            setTab('sample');
            take({ kind: 'sample', sample, file });
          }}
          onError={(sample) => notify.error(labels.sampleFailed(sample.name))}
          onLoading={(sample) => {
            setLoadingSample(sample);
            onSampleLoading?.(sample);
          }}
        />
      )}
      {microphone && tab ? (
        <Tabs label={microphone.sources} tabs={tabs} selected={tab} onSelect={setTab} title={(name) => microphone.source[name]}>
          {pane(tab)}
        </Tabs>
      ) : (
        tabs.map(pane)
      )}
      {link && <LinkField className="media-picker__link" disabled={disabled} onLink={(text) => take({ kind: 'link', link: text })} labels={link} />}
      <ChosenMedia
        loading={loadingSample ? labels.loadingSample(loadingSample.name) : null}
        chosen={value && {
          kind: labels.kind[value.kind] ?? '',
          name: mediaInputName(value),
          ...(value.kind !== 'link' ? { size: formatBytes(value.file.size) } : {}),
        }}
        none={labels.none}
      />
      {children}
    </div>
  );
}

/** Follows the shell's sample panel where samples are offered (a hook cannot be called on a condition). */
function SampleFollower({ onFile, onError, onLoading }: { onFile: (file: File, sample: SampleMedia) => void; onError: (sample: SampleMedia) => void; onLoading: (sample: SampleMedia | null) => void }) {
  useSampleFile(onFile, onError, onLoading);
  return null;
}

function microphoneParts(labels: MediaPickerLabels, recordSeconds: MediaPickerProps<MediaSource>['recordSeconds']) {
  return {
    labels: required(labels.microphone, 'a microphone', "labels.microphone (mediaPickerLabelsFrom with the recorder's labels)"),
    sources: required(labels.sources, 'a microphone', 'labels.sources'),
    source: required(labels.source, 'a microphone', 'labels.source'),
    seconds: required(recordSeconds, 'a microphone', 'recordSeconds'),
  };
}

/** A page that offers a source without its words or limits is told which, rather than shown a blank. */
function required<T>(value: T | undefined, source: string, missing: string): T {
  if (value === undefined) throw new Error(`MediaPicker offers ${source}, but was given no ${missing}.`);
  return value;
}

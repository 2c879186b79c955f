import { useEffect, useEffectEvent, useState } from 'react';
import { usePlatform } from './platform-context.tsx';
import type { SampleBus, SampleMedia } from './sample-bus.ts';

/** A sample's media, fetched from the dashboard's own origin as a File to upload like a chosen one. */
export async function fetchSampleFile(sample: SampleMedia, signal?: AbortSignal): Promise<File> {
  const response = await fetch(sample.path, { signal });
  if (!response.ok) throw new Error(`${sample.path}: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  const name = decodeURIComponent(sample.path.split('/').pop() || 'sample');
  // The bytes, not response.blob(): under jsdom that Blob is not one its File takes as a part, and
  // the file held the text "[object Blob]".
  return new File([await response.arrayBuffer()], name, { type });
}

export interface SampleFileHandlers {
  /** The sample being fetched, then null once it is in (or failed). */
  loading: (sample: SampleMedia | null) => void;
  loaded: (file: File, sample: SampleMedia) => void;
  failed: (sample: SampleMedia) => void;
}

/**
 * Fetches as a File the sample selected in the bus before the call, and every one selected after
 * it; a newer choice drops the one still on its way, so the last one picked is the one delivered.
 * Answers the function that stops following (and drops a fetch under way).
 */
export function followSampleFiles(bus: SampleBus, handlers: SampleFileHandlers): () => void {
  let abort: AbortController | null = null;
  const take = (sample: SampleMedia) => {
    abort?.abort();
    const controller = new AbortController();
    abort = controller;
    handlers.loading(sample);
    fetchSampleFile(sample, controller.signal).then(
      (file) => {
        if (controller.signal.aborted) return;
        handlers.loading(null);
        handlers.loaded(file, sample);
      },
      () => {
        if (controller.signal.aborted) return;
        handlers.loading(null);
        handlers.failed(sample);
      },
    );
  };
  if (bus.selected) take(bus.selected);
  const stop = bus.subscribe(take);
  return () => {
    stop();
    abort?.abort();
  };
}

/**
 * A page's side of the shell's sample panel: the sample chosen there (before the page opened, and
 * every one while it is open) arrives as a File to use like a chosen one; `loadingSample` names the
 * one on its way, and `onLoading` tells it to a component above the one that follows the samples.
 */
export function useSampleFile(
  onFile: (file: File, sample: SampleMedia) => void,
  onError: (sample: SampleMedia) => void,
  onLoading?: (sample: SampleMedia | null) => void,
): { loadingSample: SampleMedia | null } {
  const { samples } = usePlatform();
  const [loading, setLoading] = useState<SampleMedia | null>(null);
  const loaded = useEffectEvent(onFile);
  const failed = useEffectEvent(onError);
  const loadingChanged = useEffectEvent((sample: SampleMedia | null) => onLoading?.(sample));
  useEffect(() => followSampleFiles(samples, {
    loading: (sample) => {
      setLoading(sample);
      loadingChanged(sample);
    },
    loaded: (file, sample) => loaded(file, sample),
    failed: (sample) => failed(sample),
  }), [samples]);
  return { loadingSample: loading };
}

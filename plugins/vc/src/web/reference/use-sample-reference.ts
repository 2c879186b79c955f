import { useEffect, useEffectEvent, useState } from 'react';
import { usePlatform, type SampleMedia } from '@speechdeck/core/web';
import type { Reference } from './reference.ts';

/** A sample's media, fetched from the dashboard's own origin as a File to upload like a chosen one. */
async function fetchSample(sample: SampleMedia, signal: AbortSignal): Promise<File> {
  const response = await fetch(sample.path, { signal });
  if (!response.ok) throw new Error(`${sample.path}: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  return new File([await response.arrayBuffer()], decodeURIComponent(sample.path.split('/').pop() || 'sample'), { type });
}

/**
 * Takes the sample chosen in the shell's sample panel as the reference: the one selected before the
 * page opened, and every one announced while it is open.
 */
export function useSampleReference(onReference: (reference: Reference) => void, onError: (sample: SampleMedia) => void) {
  const { samples } = usePlatform();
  const [loading, setLoading] = useState<SampleMedia | null>(null);
  const deliver = useEffectEvent(onReference);
  const fail = useEffectEvent(onError);

  useEffect(() => {
    let abort: AbortController | null = null;
    const take = (sample: SampleMedia) => {
      abort?.abort();
      const controller = new AbortController();
      abort = controller;
      setLoading(sample);
      fetchSample(sample, controller.signal).then(
        (file) => {
          if (controller.signal.aborted) return;
          setLoading(null);
          deliver({ kind: 'sample', sample, file });
        },
        () => {
          if (controller.signal.aborted) return;
          setLoading(null);
          fail(sample);
        },
      );
    };
    if (samples.selected) take(samples.selected);
    const stop = samples.subscribe(take);
    return () => {
      stop();
      abort?.abort();
    };
  }, [samples]);

  return { loadingSample: loading };
}

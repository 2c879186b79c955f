import { useEffect, useEffectEvent, useState } from 'react';
import { usePlatform, type SampleMedia } from '@speechdeck/core/web';
import { fetchSample, type SpeechInput } from './speech-input.ts';

/**
 * Takes the sample chosen in the shell's sample panel as the page's input: the one selected before
 * the page opened, and every one announced while it is open.
 */
export function useSampleInput(onInput: (input: SpeechInput, sample: SampleMedia) => void, onError: (sample: SampleMedia) => void) {
  const { samples } = usePlatform();
  const [loading, setLoading] = useState<SampleMedia | null>(null);
  const deliver = useEffectEvent(onInput);
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
          deliver({ kind: 'sample', sample, file }, sample);
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

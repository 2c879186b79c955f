/** A sample-media item of spec §3. */
export interface SampleMedia {
  name: string;
  description: string;
  path: string;
  kind: 'audio' | 'video';
  /** The language spoken in it (ISO 639-1), so a page can set its language and say whether it is served. */
  language: string;
}

type Listener = (sample: SampleMedia) => void;

/** Selecting a sample sets the 'selected' value and notifies every listening page (spec §4). */
export function createSampleBus() {
  let selected: SampleMedia | null = null;
  const listeners = new Set<Listener>();
  return {
    get selected() {
      return selected;
    },
    select(sample: SampleMedia) {
      selected = sample;
      for (const listener of listeners) listener(sample);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type SampleBus = ReturnType<typeof createSampleBus>;

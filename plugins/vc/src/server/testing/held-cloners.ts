import type { VoiceCloners } from '../engines/cloner-settings.ts';

/** Engines that start a clone and then hold it until its run is stopped; they count both. */
export function heldCloners() {
  const counter = { started: 0, stopped: 0 };
  const cloners: VoiceCloners = {
    list: () => [{ id: 'voice-matching', name: 'held', isDefault: true }],
    pick: () => ({
      id: 'voice-matching',
      name: 'held',
      prepare: ({ signal }) => {
        counter.started++;
        return new Promise((_, reject) =>
          signal?.addEventListener('abort', () => {
            counter.stopped++;
            reject(signal.reason);
          }),
        );
      },
    }),
  };
  return { cloners, counter };
}

import { platform, type ServerPluginEnv } from '@speechdeck/core/server';
import { pocketsphinxRef, pronouncerRef } from '../recognition/refs.ts';
import { loadVosk, VOSK_LANGUAGE, voskInstalled } from '../vosk/vosk-model.ts';
import { PocketsphinxSpotter } from './pocketsphinx-spotter.ts';
import { keywordSpotterRef } from './refs.ts';
import { VoskSpotter } from './vosk-spotter.ts';

/**
 * The keyword spotter: Vosk where its model is installed, and pocketsphinx keyphrase search, with
 * pronunciations from the recognition family's pronouncer for words its dictionary lacks.
 */
export function provideSpottingEngines(env: ServerPluginEnv): void {
  env.provide(keywordSpotterRef, {
    deps: { processes: platform.processes, pocketsphinx: pocketsphinxRef, pronouncer: pronouncerRef, models: platform.models },
    factory: ({ processes, pocketsphinx, pronouncer, models }) => {
      const spotter = new PocketsphinxSpotter(processes, pocketsphinx, pronouncer);
      // Vosk where its model is installed: it measured better (README, "Vosk or pocketsphinx").
      return voskInstalled(models) ? new VoskSpotter(() => loadVosk(models, processes), spotter, VOSK_LANGUAGE) : spotter;
    },
  });
}

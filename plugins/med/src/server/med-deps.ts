import type { Logger, MediaServiceDeps } from '@speechdeck/core/server';
import type { AsrEngines } from '@speechdeck/engines/recognition';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { MedVocabulary } from './recognize/med-vocabulary.ts';
import type { MedStore } from './store/med-store.ts';

/** Everything the medical recognition routes and job use, as the plugin's init received it. */
export interface MedDeps extends MediaServiceDeps {
  asr: AsrEngines;
  vocabulary: MedVocabulary;
  /** The workspace's results, where a medical recognition is saved like any other. */
  results: ResultsStore;
  store: MedStore;
  logger: Logger;
}

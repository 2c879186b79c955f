import type { JobQueue, Logger, MediaStorage, ProcessRunner } from '@speechdeck/core/server';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import type { SynthesesStore } from '../store/syntheses-store.ts';
import type { SynthesisJobs } from './synthesis-job.ts';

/** What running a stored synthesis needs, as the plugin's init received it. */
export interface SynthesisDeps {
  synthesizer: SpeechSynthesizer;
  processes: ProcessRunner;
  media: MediaStorage;
  jobs: JobQueue;
  logger: Logger;
  store: SynthesesStore;
  /** The queued syntheses' tracked jobs. */
  syntheses: SynthesisJobs;
}

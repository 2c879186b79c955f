import type { Auth, Clock, HttpRouter, JobQueue, Logger, MediaIntake, MediaStorage, PlatformConfig, ProcessRunner } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { RecognitionEngines } from './recognition/recognition-engines.ts';
import type { VocabularyStore } from './store/vocabulary-store.ts';

/** Everything the recognition routes and job use, as the plugin's init received it. */
export interface SttDeps {
  http: HttpRouter;
  auth: Auth;
  config: PlatformConfig;
  media: MediaStorage;
  /** Uploads and links, received whole: limits, probe, keep (`platform.mediaIntake`). */
  intake: MediaIntake;
  jobs: JobQueue;
  logger: Logger;
  results: ResultsStore;
  engines: RecognitionEngines;
  clock: Clock;
  /** ffmpeg for a redacted result's audio. */
  processes: ProcessRunner;
  /** Each user's own vocabulary. */
  vocabulary: VocabularyStore;
}

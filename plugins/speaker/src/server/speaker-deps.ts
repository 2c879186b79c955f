import type { MediaServiceDeps } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { Diarizer, SpeakerEmbedder, VoiceActivityDetector } from '@speechdeck/engines/speaker';
import type { AnalysisJobs } from './jobs/analysis-job.ts';
import type { EnrollJob } from './jobs/enroll-job.ts';
import type { SpeakerStores } from './store/open-speaker-stores.ts';

/** Everything the speaker routes and jobs use, as the plugin's init received it. */
export interface SpeakerDeps extends MediaServiceDeps {
  vad: VoiceActivityDetector;
  embedder: SpeakerEmbedder;
  diarizer: Diarizer;
  stores: SpeakerStores;
  /** The workspace's results, where an analysis is saved. */
  results: ResultsStore;
  /** The queued diarizations' and trackings' tracked jobs. */
  analysisJobs: AnalysisJobs;
  /** The queued enrollments' tracked job. */
  enrollJob: EnrollJob;
}

import type { AudioTools, Clock, HttpRouter, JobQueue, Logger, MediaIntake, MediaStorage, ProcessRunner } from '@speechdeck/core/server';
import type { SpeakerEmbedder, VoiceActivityDetector } from '@speechdeck/engines/speaker';
import type { EnrolledVoices } from '@speechdeck/plugin-speaker/server';
import type { SpeechSynthesizer } from '@speechdeck/engines/synthesis';
import type { CloneJobs } from './jobs/clone-job.ts';
import type { VoiceCloners } from './engines/cloner-settings.ts';
import type { CloneStore } from './store/clone-store.ts';

/** Everything the clone routes and job use, as the plugin's init received it. */
export interface VcDeps {
  http: HttpRouter;
  clock: Clock;
  media: MediaStorage;
  /** Uploads received whole: the host's limit, the keep. */
  intake: MediaIntake;
  jobs: JobQueue;
  logger: Logger;
  processes: ProcessRunner;
  audio: AudioTools;
  vad: VoiceActivityDetector;
  embedder: SpeakerEmbedder;
  synthesizer: SpeechSynthesizer;
  cloners: VoiceCloners;
  /** The users' enrolled speakers, cloned from when a form names `spk`. */
  voices: EnrolledVoices;
  store: CloneStore;
  /** The queued clones' tracked jobs. */
  clones: CloneJobs;
}

import type { Logger, MediaServiceDeps, ProcessRunner } from '@speechdeck/core/server';
import type { AsrEngines, Punctuator } from '@speechdeck/engines/recognition';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { CallJobs } from './jobs/call-job.ts';
import type { CallStore } from './store/call-store.ts';

/** Everything the splitter's routes and job use, as the plugin's init received it. */
export interface SplitterDeps extends MediaServiceDeps {
  processes: ProcessRunner;
  /** The recognizers, per language (recognition's). */
  asr: AsrEngines;
  punctuator: Punctuator;
  /** The workspace's results, where a call's transcript is saved. */
  results: ResultsStore;
  calls: CallStore;
  /** The queued call recognitions' tracked jobs. */
  callJobs: CallJobs;
  logger: Logger;
}

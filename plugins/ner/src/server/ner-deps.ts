import type { MediaServiceDeps } from '@speechdeck/core/server';
import type { ResultsStore } from '@speechdeck/plugin-workspace/server';
import type { EntityThreads } from './engines/entity-threads.ts';
import type { NerStore } from './store/ner-store.ts';

/** What the named-entity routes and their call use, as the plugin's init received it. */
export interface NerDeps extends Pick<MediaServiceDeps, 'http' | 'auth' | 'jobs'> {
  /** The workspace's results: the transcripts read, and their segments' keywords. */
  results: ResultsStore;
  store: NerStore;
  /** Where the recognition runs, off the event loop. */
  threads: EntityThreads;
}

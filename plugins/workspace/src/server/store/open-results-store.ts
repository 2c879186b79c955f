import type { JobQueue, PluginStore } from '@speechdeck/core/server';
import type { ResultsStore } from './results-store.ts';
import { createResultsStore } from './kysely-results-store.ts';
import { workspaceMigrations } from './workspace-migrations.ts';

/** The results store on the plugin's own tables, migrated first. */
export async function openResultsStore(store: PluginStore, jobs: Pick<JobQueue, 'trackedStates'>, now: () => Date): Promise<ResultsStore> {
  await store.migrate(workspaceMigrations);
  return createResultsStore(store, jobs, now);
}

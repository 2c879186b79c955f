import type { PluginDatabase } from '@speechdeck/core/server';
import type { ResultsStore } from './results-store.ts';
import { createSqliteResultsStore } from './sqlite-results-store.ts';
import { workspaceMigrations } from './workspace-migrations.ts';

/** The results store on the plugin's own tables, migrated first. */
export function openResultsStore(database: PluginDatabase, now: () => Date): ResultsStore {
  database.migrate(workspaceMigrations);
  return createSqliteResultsStore(database.db, now);
}

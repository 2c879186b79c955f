import { createServiceRef } from '@speechdeck/core/server';
import type { ResultsStore } from './store/results-store.ts';

/** The users' recognition results with their search: recognition writes them, the workspace serves them. */
export const resultsStoreRef = createServiceRef<ResultsStore>({ id: 'workspace.results' });

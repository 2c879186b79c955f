import { createServerPlugin, type ServerPlugin } from '@speechdeck/core/server';
import { resultsStoreRef } from '../refs.ts';
import type { ResultsStore } from '../store/results-store.ts';

/**
 * A test-only plugin that hands a test or benchmark the host's own results store, whichever store
 * the host runs on, so it can store the results a recognition would have stored.
 */
export function hostResults(): { plugin: ServerPlugin; store(): ResultsStore } {
  let captured: ResultsStore | undefined;
  const plugin = createServerPlugin({
    id: 'host-results',
    register(env) {
      env.registerInit({ deps: { results: resultsStoreRef }, init: ({ results }) => void (captured = results) });
    },
  });
  return {
    plugin,
    store() {
      if (!captured) throw new Error('the host has not started');
      return captured;
    },
  };
}

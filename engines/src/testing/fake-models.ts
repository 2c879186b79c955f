import { EngineUnavailableError, type InstalledModels } from '@speechdeck/core/server';

/**
 * Models as the host sees them for routing, none loadable: those listed read as installed (with a
 * Python to run them), the others as missing; loading any answers the host's 503.
 */
export function fakeModels(installed: readonly string[] = []): InstalledModels {
  return {
    list: () => [],
    has: (id) => installed.includes(id),
    load: (id) => Promise.reject(new EngineUnavailableError(`The model ${id} cannot load: this test's models are for routing only.`, 503)),
    python: installed.length > 0 ? '/nonexistent/python' : undefined,
  };
}

import type { ServerPluginEnv } from '@speechdeck/core/server';

/** Skeleton: the family's engine refs are provided here once they move out of the services. */
export function provideSpottingEngines(_env: ServerPluginEnv): void {}

import type { ServerPluginEnv } from '@speechdeck/core/server';

/** Skeleton: the family's engine refs are provided here once they move out of the services. */
export function provideLiveEngines(_env: ServerPluginEnv): void {}

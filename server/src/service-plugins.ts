import type { ServerPlugin } from '@speechdeck/core/server';

/** The server parts of the service plugins; each registers its own routes with the host's services. */
export const servicePlugins: ServerPlugin[] = [];

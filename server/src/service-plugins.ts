import type { ServerPlugin } from '@speechdeck/core/server';
import { sttServerPlugin } from '@speechdeck/plugin-stt/server';
import { workspaceServerPlugin } from '@speechdeck/plugin-workspace/server';

/** The server parts of the service plugins; each registers its own routes with the host's services. */
export const servicePlugins: ServerPlugin[] = [sttServerPlugin, workspaceServerPlugin];

import type { ServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { workspaceRoutes } from './workspace-routes.ts';

/** The ASR workspace's server part: the spec's /api/elastic calls. */
export const workspaceServerPlugin: ServerPlugin = {
  id: PLUGIN_ID,
  routes: (app, { context }) => workspaceRoutes(app, context),
};

import type { ServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';
import { defineRecognitionJob } from './recognition-job.ts';
import { fileRoutes } from './routes/file-routes.ts';
import { recognizeRoutes } from './routes/recognize-routes.ts';

/** The recognition service's server part: its routes and its job kind. */
export const sttServerPlugin: ServerPlugin = {
  id: PLUGIN_ID,
  async routes(app, { context }) {
    defineRecognitionJob(context);
    await recognizeRoutes(app, context);
    await fileRoutes(app, context);
  },
};

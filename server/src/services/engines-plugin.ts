import fp from 'fastify-plugin';
import type { Engines } from '@speechdeck/core/server';
import { enginesFromEnv } from '../engines/engines-from-env.ts';

/** The speech engines, configured from the environment; tests may hand in their own set. */
export default fp<{ engines?: Engines }>(
  async (app, options) => {
    app.decorate('engines', options.engines ?? enginesFromEnv(app.config.env));
  },
  { name: 'engines', dependencies: ['config'] },
);

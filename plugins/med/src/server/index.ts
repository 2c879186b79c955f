import { createServerPlugin } from '@speechdeck/core/server';
import { PLUGIN_ID } from '../index.ts';

export const medServerPlugin = createServerPlugin({
  id: PLUGIN_ID,
  register() {},
});
